import ArchgenCore
import ArchgenGraph
import ArchgenSyntax
import SwiftSyntax

/// The forms a reducer takes beyond a function of `(state, event)`, and how a test calls each:
/// a closure held by a property or made by a factory, a reactor or other type built through its
/// initializer, a handler of a type that holds its state, and events matched by type.
package enum CallableForms {
  /// How a test calls the machine's reducer; the machine takes the state and event types the
  /// closure's holder declares where graph could not name them.
  package static func convention(
    for machine: inout StateMachine, source: ParsedSource, catalog: TypeCatalog
  ) -> Result<ReducerConvention, TestSkip> {
    let construct = { (owner: String) -> String? in
      InitializerReader.construct(
        owner, in: source, builder: ValueBuilder(catalog: catalog, owner: owner))
    }
    if let closure = ClosureConventionReader.read(
      machine, in: source, construct: { construct($0) ?? "\($0)()" },
      aliased: { catalog.genericTypealias(named: $0) })
    {
      return closure.map { found in
        machine.stateType = found.stateType ?? machine.stateType
        machine.eventType = found.eventType ?? machine.eventType
        // An Actomaton environment the files declare is built as any value is.
        var convention = found.convention
        let builder = ValueBuilder(catalog: catalog, owner: convention.owner ?? machine.name)
        for (index, value) in convention.otherArguments where value.hasPrefix("<#") {
          convention.otherArguments[index] = builder.defaultValue(
            of: String(value.dropFirst(2).dropLast(2)))
        }
        return convention
      }
    }
    let stateType = machine.stateType
    let read = ReducerConventionReader.read(machine, in: source) { returnType, owner in
      CastEventCarriers.resultMember(
        returnType, owner: owner, stateType: stateType, catalog: catalog)
    }
    switch read {
    case .success(var convention):
      if convention.unreadArguments {
        let builder = ValueBuilder(catalog: catalog, owner: convention.owner ?? machine.name)
        for (index, value) in convention.otherArguments where value.hasPrefix("<#") {
          convention.otherArguments[index] = builder.defaultValue(
            of: String(value.dropFirst(2).dropLast(2)))
        }
      }
      // A reactor (or any owner) built through its initializer with built values.
      if case .instance(let owner) = convention.receiver, let built = construct(owner) {
        convention.receiver = .expression(built)
      }
      // Workflow's `ApplyContext` has no public initializer; WorkflowTesting's tester makes one.
      if case .event = convention.receiver,
        convention.otherArguments.values.contains(where: { $0.hasPrefix("<#ApplyContext<") }),
        imports(source).contains("Workflow")
      {
        convention.appliesThroughTester = true
        convention.otherArguments = [:]
      }
      return .success(convention)
    case .failure(let reason):
      if let declared = GenericEnumState.declaredType(of: machine, in: source, catalog: catalog) {
        machine.stateType = declared
      }
      if reason == .unsupportedSignature || reason == .notAFunction,
        let held = HeldStateReader.read(
          machine, in: source, construct: construct,
          inherited: { inheritedState(of: $0, stateType: stateType, catalog: catalog) })
      {
        return held
      }
      if reason == .notAFunction,
        let methods = MethodEventsReader.read(&machine, in: source, construct: construct)
      {
        return methods
      }
      return .failure(reason)
    }
  }

  /// The stored state a class inherits from a superclass the files declare: the field of the
  /// machine's state type, else one named `state` (`open class BaseViewModel<State, Action>` with
  /// `public var state: State`), with whether a test can set and read it.
  package static func inheritedState(
    of owner: String, stateType: String?, catalog: TypeCatalog
  ) -> (name: String, settable: Bool, readable: Bool)? {
    guard let type = catalog.classType(named: owner) else { return nil }
    for parent in type.inherited {
      let name = TypeName.components(parent).joined(separator: ".")
      guard let base = catalog.classType(named: name, near: owner) else { continue }
      let typed = base.fieldTypes.keys.sorted().first { field in
        stateType.map { base.fieldTypes[field] == $0 } ?? false
      }
      guard let field = typed ?? (base.fieldTypes["state"] != nil ? "state" : nil) else {
        continue
      }
      let settable = base.variables.contains(field)
      return (field, settable, settable || !base.unreadable.contains(field))
    }
    return nil
  }

  /// The modules a file imports.
  package static func imports(_ source: ParsedSource) -> Set<String> {
    Set(
      source.tree.statements.compactMap {
        $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription
      })
  }

  /// The one enum the files declare whose cases are all the events the transitions name: the
  /// enum a ReSwift reducer casts its `Action` to (`guard let action = action as? TabAction`).
  package static func castEvents(_ machine: StateMachine, catalog: TypeCatalog) -> TypeCatalog
    .EnumType?
  {
    let names = Set(
      machine.transitions.filter { !$0.eventPath.isAny }.compactMap {
        EventLabel.parts($0.event)?.first?.name
      })
    guard !names.isEmpty else { return nil }
    var found: [String: TypeCatalog.EnumType] = [:]
    for declared in catalog.enums.values.joined().map(\.type)
    where names.allSatisfy({ declared.enumCase($0) != nil }) {
      found[declared.qualifiedName] = declared
    }
    return found.count == 1 ? found.values.first : nil
  }

  /// ReSwift's actions matched by type (`case let show as ShowDetail`): a stand-in enum with a
  /// case per struct the transitions name, whose payload is the struct's memberwise values.
  package static func typeMatchedEvents(
    _ machine: StateMachine, catalog: TypeCatalog, near owner: String
  ) -> TypeCatalog.EnumType? {
    var cases: [TypeCatalog.EnumCase] = []
    for transition in machine.transitions {
      guard let name = EventLabel.parts(transition.event)?.first?.name,
        name.first?.isUppercase == true, !cases.contains(where: { $0.name == name }),
        let structType = catalog.structType(named: name, near: owner)
      else { continue }
      cases.append(.init(name: name, payload: structType.required))
    }
    guard !cases.isEmpty, let eventType = machine.eventType,
      catalog.enumType(named: eventType, near: owner).map({ declared in
        !cases.contains { declared.enumCase($0.name) != nil }
      }) ?? true
    else { return nil }
    return .init(qualifiedName: eventType, cases: cases, declaresEquatable: false)
  }

  /// A held-state handler's tests: build the type and set its state before the first call,
  /// read the state back after the call under test.
  package static func heldStateSuite(_ suite: GeneratedSuite, _ held: ReducerConvention.HeldState)
    -> GeneratedSuite
  {
    var suite = suite
    suite.isMainActor = held.isMainActor || held.startsMainActorTasks
    // A state the test cannot set starts where the type starts it; the path gets there.
    let setup =
      held.settable ? [held.construct, "store.\(held.property) = state"] : [held.construct]
    for index in suite.tests.indices {
      var test = suite.tests[index]
      let first =
        held.settable
        ? test.path.firstIndex { $0.contains("store.") && !$0.hasPrefix("state.") }
          ?? test.path.endIndex : 0
      test.path.insert(contentsOf: setup, at: first)
      test.act += "\n    state = store.\(held.property)"
      suite.tests[index] = test
    }
    return suite
  }
}
