import ArchgenCore
import ArchgenGraph
import ArchgenSyntax
import SwiftSyntax

/// A class machine (graph's stored state assigned by the type's methods, each method an event):
/// a test builds the type, starts it in the source state (set where the state is settable, else
/// reached by calling the methods of a path from the initial state), calls the event's method
/// and reads the state back.
package enum MethodEventsReader {
  /// The convention for `machine`, whose `function` names the stored state and whose events are
  /// methods of its type; nil when the machine is not of that form.
  package static func read(
    _ machine: inout StateMachine, in source: ParsedSource, construct: (String) -> String?
  ) -> Result<ReducerConvention, TestSkip>? {
    guard machine.eventType == nil, let name = machine.function else { return nil }
    let owner = machine.name
    let declaration = TypeDeclarationFinder(name: owner)
    declaration.walk(source.tree)
    guard let members = declaration.members,
      let property = HeldStateReader.storedProperty(named: name, in: members)
    else { return nil }
    let named = Set(machine.transitions.compactMap { EventLabel.parts($0.event)?.first?.name })
    let finder = OwnMethodsFinder(owner: owner)
    finder.walk(source.tree)
    var events = methods(named, of: owner, among: finder.found)
    for name in events.methods.keys.sorted()
    where finder.found.contains(where: {
      $0.name.text == name && UnrestorableStatics.written(by: $0, owner: owner, members: members)
    }) {
      events.methods[name]?.leavesGlobal = true
    }
    if ReducerConventionReader.isHidden(feature: owner, in: source) {
      return .failure(.notReachable)
    }
    // `private var state`: not even `@testable import` reads it.
    if property.hidden { return .failure(.stateNotReadable) }
    // A `let` (Alamofire's `let mutableState: Protected<MutableState>`) is never set again.
    guard property.readable else { return .failure(.stateNotSettable) }
    // A resource the events keep in step with the state would be left out of step by a state
    // set by hand: each source is reached by events, as for a `private(set)` state.
    let stepped = SteppedResources.names(
      in: members, events: finder.found.filter { named.contains($0.name.text) })
    let settable = property.settable && stepped.isEmpty
    // An initializer that gives the state a value starts the object there, not at the
    // declared value: a path starts from that case, or from none a test can tell.
    if !settable {
      let writers = named.union(
        finder.found.filter { method in
          let writes = StateWrites(stateName: name)
          writes.walk(method)
          return !writes.found.isEmpty
        }.map(\.name.text))
      machine.initial = initialCase(
        of: name, declared: machine.initial, writers: writers, transitions: machine.transitions,
        initializers: members.compactMap { $0.decl.as(InitializerDeclSyntax.self) })
    }
    guard settable || machine.initial != nil else {
      return .failure(property.settable ? .steppedResource : .unknownInitial)
    }
    guard let built = construct(owner) else { return .failure(.notBuildable) }
    var convention = ReducerConvention(
      function: "", receiver: .expression("store"), labels: [nil], stateIndex: nil,
      eventIndex: 0, stateIsInout: false, returnsState: false, stateName: property.name,
      owner: owner)
    convention.heldState = .init(
      construct: (declaration.isStruct ? "var" : "let") + " store = \(built)",
      property: property.name, settable: settable,
      // The test's isolation follows the code it calls: the type's, or an event method's own.
      isMainActor: declaration.isMainActor || events.methods.values.contains(where: \.isMainActor),
      startsMainActorTasks: MainActorTasks.started(in: members),
      steppedResources: stepped.sorted())
    convention.isAsync = events.methods.values.contains(where: \.isAsync)
    convention.isThrowing = events.methods.values.contains(where: \.isThrowing)
    convention.methodEvents = events
    return .success(convention)
  }

  /// The events of `machine` that are not cases of `eventEnum` but methods of its holder `owner`
  /// (a struct machine's `start()` beside the method that switches over a message): each a
  /// call, beside the cases; nil when there is none.
  package static func besideCases(
    _ machine: StateMachine, eventEnum: TypeCatalog.EnumType, owner: String, in source: ParsedSource
  ) -> MethodEvents? {
    let named = Set(
      machine.transitions.compactMap { EventLabel.parts($0.event)?.first?.name }
        .filter { $0 != machine.function && eventEnum.enumCase($0) == nil })
    guard !named.isEmpty else { return nil }
    let finder = OwnMethodsFinder(owner: owner)
    finder.walk(source.tree)
    var events = methods(named, of: owner, among: finder.found)
    guard !events.methods.isEmpty || !events.hidden.isEmpty else { return nil }
    events.besideCases = true
    return events
  }

  /// A case per method of the holder (`found`, its own methods) that `named` names and a test
  /// can call; the others hidden.
  private static func methods(
    _ named: Set<String>, of owner: String, among found: [FunctionDeclSyntax]
  ) -> MethodEvents {
    var events = MethodEvents(
      events: .init(qualifiedName: owner, cases: [], declaresEquatable: false))
    for event in named.sorted() {
      let candidates = found.filter { $0.name.text == event }
      // A method of this name a test can call, the one needing the fewest arguments.
      let visible = candidates.filter { !$0.modifiers.isFilePrivate }.min {
        required($0).count < required($1).count
      }
      guard let method = visible else {
        if !candidates.isEmpty { events.hidden.insert(event) }
        continue
      }
      let parameters = required(method)
      var described = MethodEvents.Method()
      var payload: [TypeCatalog.Payload] = []
      for (index, parameter) in parameters.enumerated() {
        let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
        payload.append(.init(label: label, type: parameter.type.trimmedDescription))
        described.keys[(parameter.secondName ?? parameter.firstName).text] = label ?? "_\(index)"
      }
      let effects = method.signature.effectSpecifiers
      described.isAsync = effects?.asyncSpecifier != nil
      described.isThrowing = effects?.throwsClause != nil
      described.isMainActor = MethodIsolation.isMainActor(method)
      described.returnsValue =
        method.signature.returnClause.map {
          !["Void", "()"].contains($0.type.trimmedDescription)
        } ?? false
      events.events.cases.append(.init(name: event, payload: payload))
      events.methods[event] = described
    }
    return events
  }

  /// The case every initializer a test can call leaves `property` in: the declared one where it
  /// does not write it, the case it assigns where its one write is `property = .case` at the top
  /// of its body, the case its calls of the type's own methods that write it leave
  /// (`InitializerEventCalls`); nil when they differ or one writes anything else
  /// (`state = start`, a write in an `if`).
  private static func initialCase(
    of property: String, declared: String?, writers: Set<String>, transitions: [Transition],
    initializers: [InitializerDeclSyntax]
  ) -> String? {
    var starts: Set<String?> = []
    for initializer in initializers where !initializer.modifiers.isFilePrivate {
      guard let body = initializer.body else { continue }
      let writes = StateWrites(stateName: property)
      writes.walk(body)
      if writes.found.isEmpty {
        starts.insert(
          declared.flatMap {
            InitializerEventCalls.start(
              after: body, from: $0, writers: writers, transitions: transitions)
          })
        continue
      }
      let value = InitializerWrites.assigned(initializer)[property]
      guard writes.found.count == 1, let member = value?.as(MemberAccessExprSyntax.self),
        member.base == nil
      else { return nil }
      starts.insert(
        InitializerEventCalls.start(
          after: body, from: member.declName.baseName.text, writers: writers,
          transitions: transitions))
    }
    return starts.isEmpty ? declared : (starts.count == 1 ? starts.first ?? nil : nil)
  }

  /// The parameters a call must pass: those without a default value.
  private static func required(_ method: FunctionDeclSyntax) -> [FunctionParameterSyntax] {
    method.signature.parameterClause.parameters.filter { $0.defaultValue == nil }
  }
}

/// The instance methods declared in a type of a qualified name or in its extensions.
private final class OwnMethodsFinder: SyntaxVisitor {
  let owner: String
  private(set) var found: [FunctionDeclSyntax] = []

  init(owner: String) {
    self.owner = owner
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if !node.modifiers.isTypeMember,
      SyntaxScope.typePath(of: node).joined(separator: ".") == owner
    {
      found.append(node)
    }
    return .skipChildren
  }
}
