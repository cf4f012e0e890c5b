import ArchgenSyntax
import SwiftSyntax

/// A local bound to a changed copy of the state (`var newState = state.copy(isCcEnabled: value)`,
/// `let next = state.with { $0.mode = .idle }`) that becomes the state later (returned, or
/// assigned to the state) is the state with those changes, as `var copy = state` followed by
/// `copy = copy.copy(…)` is: its later copies of itself (`newState = newState.copy(…)`) change it
/// further. A changed copy used for anything else (handed to a delegate) changes no state.
extension TransitionExtractor {
  /// Reads `decl` as such a local in `items` (the statements it is declared among); true when
  /// it was one and its changes are recorded.
  package func noteChangedCopy(
    _ decl: DeclSyntax, in items: CodeBlockItemListSyntax, _ context: inout Context
  ) -> Bool {
    guard let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
      let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      !reference.stateNames.contains(name), let value = binding.initializer?.value,
      !reference.isState(value), Self.hasStateBase(value, reference),
      BecomesState.found(name, in: items, reference)
    else { return false }
    reference.stateNames.insert(name)
    if copiedChain(value, &context) || copied(value, &context) { return true }
    reference.stateNames.remove(name)
    return false
  }

  /// `state.copy(…)`, `state.with { }.copy(…)`: a call chain whose innermost receiver is the state.
  private static func hasStateBase(_ value: ExprSyntax, _ reference: StateReference) -> Bool {
    var current = TargetValue.unwrap(value)
    var calls = 0
    while true {
      if let call = current.as(FunctionCallExprSyntax.self) {
        calls += 1
        current = call.calledExpression
      } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        current = TargetValue.unwrap(base)
      } else {
        break
      }
    }
    return calls > 0 && reference.isState(current)
  }
}

/// Whether a local is returned (`return newState`) or assigned to the state (`state =
/// newState`) in the statements it is declared among.
private final class BecomesState: SyntaxVisitor {
  private let name: String
  private let reference: StateReference
  private var found = false

  private init(_ name: String, _ reference: StateReference) {
    self.name = name
    self.reference = reference
    super.init(viewMode: .sourceAccurate)
  }

  static func found(_ name: String, in items: CodeBlockItemListSyntax, _ reference: StateReference)
    -> Bool
  {
    let visitor = BecomesState(name, reference)
    visitor.walk(items)
    return visitor.found
  }

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    if let value = node.expression, isLocal(value) { found = true }
    return .skipChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let items = Array(node.elements)
    if items.count == 3, items[1].is(AssignmentExprSyntax.self), isLocal(items[2]),
      reference.isState(items[0])
    {
      found = true
    }
    return .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  private func isLocal(_ value: ExprSyntax) -> Bool {
    TargetValue.unwrap(value).as(DeclReferenceExprSyntax.self)?.baseName.text == name
  }
}
