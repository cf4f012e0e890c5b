import ArchgenCore
import ArchgenGraph
import SwiftParser
import SwiftSyntax

/// A resolver whose event parameter is a protocol (`byApplying event: StateMachineEvent`) and
/// whose events are structs it casts the event to (`event as? SignOutEvent`), each carrying a
/// case of an enum (`eventType: EventType`), answering a wrapper of the next state
/// (`-> StateResolution<SignOutState>`): the test builds the carrier around the case and reads
/// the state out of the result:
/// `state = SignOutState.Resolver().resolve(oldState: state, byApplying:
/// SignOutEvent(eventType: .signOutGuest)).newState`.
package enum CastEventCarriers {
  /// The member of `returnType` that holds the next state: the one stored property of a generic
  /// struct the files declare whose type is its generic parameter, when the argument is the
  /// state's type (or a type alias of the owner's for it).
  package static func resultMember(
    _ returnType: TypeSyntax, owner: String?, stateType: String?, catalog: TypeCatalog
  ) -> String? {
    guard let stateType, let named = returnType.as(IdentifierTypeSyntax.self) else { return nil }
    // `-> Resolution` for `typealias Resolution = StateResolution<AuthState>`.
    if named.genericArgumentClause == nil,
      let alias = catalog.typealiasType(named: named.name.text, near: owner)
    {
      var parser = Parser(alias.value)
      let aliased = TypeSyntax.parse(from: &parser)
      guard aliased.as(IdentifierTypeSyntax.self)?.genericArgumentClause != nil else { return nil }
      return resultMember(aliased, owner: owner, stateType: stateType, catalog: catalog)
    }
    guard let arguments = named.genericArgumentClause?.arguments, arguments.count == 1,
      let wrapper = catalog.structType(named: named.name.text, near: owner),
      wrapper.genericParameters.count == 1
    else { return nil }
    let argument = arguments.first!.argument.trimmedDescription
    let simpleState = String(stateType.split(separator: ".").last ?? "")
    let aliased = catalog.typealiasType(named: argument, near: owner)?.value
    let namesState = { (name: String) in
      name == stateType || name == simpleState || stateType.hasSuffix("." + name)
    }
    guard namesState(argument) || aliased.map(namesState) == true else { return nil }
    let members = wrapper.fieldTypes.filter { $0.value == wrapper.genericParameters[0] }
    return members.count == 1 ? members.first?.key : nil
  }

  /// The events the transitions name, as one enum of the cases the cast types carry, and the
  /// carrier of each case. The types the file casts to come first; a case none of them carries
  /// is looked for among the structs declared to conform to the event's protocol (the cast is in
  /// a helper). When the file reads a member of the event (`event.isAuthorizationEvent`, maybe
  /// a cast declared elsewhere), the file's casts and the conforming structs count alike. A case
  /// two carriers share is left out (the test could not tell which one the transition means),
  /// and so is a label no carrier carries. A
  /// label that names a cast type itself (`DeleteUserEvent`, any value of it) is built as that
  /// type. Nil when no transition's event is a carried case.
  package static func read(
    _ machine: StateMachine, source: ParsedSource, catalog: TypeCatalog, near owner: String
  ) -> (events: TypeCatalog.EnumType, carriers: [String: ReducerConvention.EventCarrier])? {
    guard let eventType = machine.eventType else { return nil }
    let collector = CastTypeCollector(eventType: eventType)
    collector.walk(source.tree)
    let cast = collector.types.compactMap { catalog.structType(named: $0, near: owner) }
    let conforming = catalog.structs.values.joined().map(\.type).filter {
      $0.inherited.contains(eventType) && !cast.contains($0)
    }
    let inFile = carried(by: cast, catalog: catalog)
    let declared = carried(by: conforming, catalog: catalog)
    var cases: [TypeCatalog.EnumCase] = []
    var carriers: [String: ReducerConvention.EventCarrier] = [:]
    let named = Set(machine.transitions.compactMap { EventLabel.parts($0.event)?.first?.name })
    // A member of the event (`event.isAuthorizationEvent`) may be a cast declared elsewhere:
    // then the file's own casts are not all the event types it reads.
    let merged = inFile.merging(declared) { $0 + $1 }
    let known = collector.projectsEvent ? merged : inFile.merging(declared) { own, _ in own }
    for name in named.sorted() {
      guard let matches = known[name],
        Set(matches.map(\.carrier)).count == 1, let match = matches.first
      else { continue }
      cases.append(match.eventCase)
      carriers[name] = match.carrier
    }
    guard !cases.isEmpty else { return nil }
    // `case let e as DeleteUserEvent` beside carried cases: a value of that type.
    for name in named.sorted() where carriers[name] == nil {
      guard
        let type = cast.first(where: { $0.qualifiedName.split(separator: ".").last == name[...] })
      else { continue }
      cases.append(
        qualify(.init(name: name, payload: type.required), in: type.qualifiedName, catalog: catalog)
      )
      carriers[name] = .init(before: "", after: "", isType: true)
    }
    return (.init(qualifiedName: eventType, cases: cases, declaresEquatable: false), carriers)
  }

  /// By case name, each carrier that carries a case of that name, built around it.
  private static func carried(by types: [TypeCatalog.StructType], catalog: TypeCatalog)
    -> [String: [(eventCase: TypeCatalog.EnumCase, carrier: ReducerConvention.EventCarrier)]]
  {
    var found:
      [String: [(eventCase: TypeCatalog.EnumCase, carrier: ReducerConvention.EventCarrier)]] =
        [:]
    for carrier in types where !carrier.isGeneric {
      let builder = ValueBuilder(catalog: catalog, owner: carrier.qualifiedName)
      for (index, field) in carrier.required.enumerated() {
        guard let label = field.label,
          let carriedEnum = catalog.enumType(named: field.type, near: carrier.qualifiedName)
        else { continue }
        var before: [String] = []
        var after: [String] = []
        for (other, value) in carrier.required.enumerated() where other != index {
          let built = (value.label.map { "\($0): " } ?? "") + builder.defaultValue(of: value.type)
          if other < index { before.append(built) } else { after.append(built) }
        }
        let wrap = ReducerConvention.EventCarrier(
          before: "\(carrier.qualifiedName)(" + (before + ["\(label): "]).joined(separator: ", "),
          after: (after.isEmpty ? "" : ", " + after.joined(separator: ", ")) + ")")
        for eventCase in carriedEnum.cases {
          found[eventCase.name, default: []].append(
            (qualify(eventCase, in: carriedEnum.qualifiedName, catalog: catalog), wrap))
        }
      }
    }
    return found
  }

  /// The case with its payload types named from outside the enum: a type nested in the
  /// carrier (`EventType`'s `HostedUIError` inside `SignOutEvent`) by its qualified name.
  private static func qualify(
    _ eventCase: TypeCatalog.EnumCase, in scope: String, catalog: TypeCatalog
  ) -> TypeCatalog.EnumCase {
    var qualified = eventCase
    for index in qualified.payload.indices {
      let type = qualified.payload[index].type
      let optional = type.hasSuffix("?")
      let bare = optional ? String(type.dropLast()) : type
      let name =
        catalog.structType(named: bare, near: scope)?.qualifiedName
        ?? catalog.enumType(named: bare, near: scope)?.qualifiedName
      if let name, name.contains(".") {
        qualified.payload[index].type = name + (optional ? "?" : "")
      }
    }
    return qualified
  }
}

/// The types a file casts to with `as?`, `as!` or `as`, in the order they first appear, and
/// whether it reads a member of a parameter of the event's type (`event.isSignInEvent`).
private final class CastTypeCollector: SyntaxVisitor {
  private(set) var types: [String] = []
  let eventType: String
  private var eventParameters: Set<String> = []
  private var accessed: Set<String> = []

  var projectsEvent: Bool { !eventParameters.isDisjoint(with: accessed) }

  init(eventType: String) {
    self.eventType = eventType
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    if node.type.trimmedDescription == eventType {
      eventParameters.insert((node.secondName ?? node.firstName).text)
    }
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if let base = node.base?.as(DeclReferenceExprSyntax.self) {
      accessed.insert(base.baseName.text)
    }
    return .visitChildren
  }

  private func add(_ type: String) {
    if !types.contains(type) { types.append(type) }
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let items = Array(node.elements)
    for (index, item) in items.enumerated() where item.is(UnresolvedAsExprSyntax.self) {
      if index + 1 < items.count, let type = items[index + 1].as(TypeExprSyntax.self) {
        add(type.type.trimmedDescription)
      }
    }
    return .visitChildren
  }

  override func visit(_ node: AsExprSyntax) -> SyntaxVisitorContinueKind {
    add(node.type.trimmedDescription)
    return .visitChildren
  }
}
