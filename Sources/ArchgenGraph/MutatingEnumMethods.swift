import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// An enum's own `mutating` methods that write `self` (`mutating func register() throws {
/// guard case .idle = self else { throw … }; self = .registered }`): the enum is the machine and
/// each method an event named after it (SPEC §4: `self` as the state, a method of the machine
/// as the event), whatever the names. Read as any body that changes a state is; kept only when
/// they move the value on from a case it entered (`AnyNameMachineRule`), not a value a caller
/// chooses (`mutating func select(_ tab: Tab) { self = tab }`).
enum MutatingEnumMethods {
  static func transitions(
    _ members: MemberBlockSyntax, owner: [String], source: ParsedSource
  ) -> [Transition] {
    var cases: [(name: String, payload: Bool)] = []
    var methods: [FunctionDeclSyntax] = []
    for member in members.members {
      if let declaration = member.decl.as(EnumCaseDeclSyntax.self) {
        cases += declaration.elements.map { ($0.name.text, $0.parameterClause != nil) }
      } else if let function = member.decl.as(FunctionDeclSyntax.self),
        function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.mutating) })
      {
        methods.append(function)
      }
    }
    var result: [Transition] = []
    for function in methods {
      guard let body = function.body, !switchesOverParameter(function, body: body) else { continue }
      var reference = StateReference(stateNames: [], eventNames: [])
      reference.selfIsState = true
      let extractor = TransitionExtractor(
        reference: reference, returnsState: false, methods: [:], converter: source.converter)
      extractor.stateTypeName = owner.last
      extractor.entryPoints = [function.name.text]
      var context = TransitionExtractor.Context()
      context.event = function.name.text
      extractor.walk(body.statements, context)
      // Only changes of the whole value: its payloads are data, not states.
      result += extractor.transitions.filter { !$0.toNode.isField && $0.toNode.methodCall == nil }
    }
    guard !result.isEmpty,
      AnyNameMachineRule.isMachine(
        result, cases: cases, initial: nil, checked: CheckedCases.of("self", in: methods))
    else { return [] }
    return result
  }

  /// `mutating func on(_ event: Event) { switch event { … } }`: the parameter is the event,
  /// and the method a reducer of its own (`ReducerFinder`), not one event.
  private static func switchesOverParameter(_ function: FunctionDeclSyntax, body: CodeBlockSyntax)
    -> Bool
  {
    let parameters = function.signature.parameterClause.parameters.map {
      ($0.secondName ?? $0.firstName).text
    }
    guard !parameters.isEmpty else { return false }
    let reference = StateReference(stateNames: [], eventNames: Set(parameters))
    return SwitchDetector.reducingSwitch(body.statements, reference) != .none
  }
}
