import SwiftSyntax

/// Where a `catch` starts from: the error comes from a `try` of the `do` body, so the state is
/// what the body set before its first `try` (`do { loginState = .loading; let ok = try await
/// login(); … } catch { loginState = .error }`: `loading -> error`), not what it was before the
/// `do`. What decides is the order of the body's statements: a value set after the first `try`
/// may not be reached; one set in a closure that `try` awaits is.
extension TransitionExtractor {
  /// The case the whole state is set to by the statements of `body` before its first throwing
  /// `try`, the last one winning; nil when none sets it to a case.
  func stateBeforeFirstTry(_ body: CodeBlockItemListSyntax) -> Node? {
    var found: Node?
    for item in body {
      if Self.mayThrow(item) {
        // `try await withCheckedThrowingContinuation { c in state = .opening … }`: the error
        // comes once the closure has run.
        for closure in awaitedClosures(in: item) {
          for inner in closure.statements {
            guard let expression = Self.expression(of: inner) else { continue }
            if let value = assignedCase(expression) ?? sentCase(expression) {
              found = Node(read: value)
            }
          }
        }
        return found
      }
      guard let expression = Self.expression(of: item) else { continue }
      if let value = assignedCase(expression) ?? sentCase(expression) {
        found = Node(read: value)
      }
    }
    // No `try` in the body: no statement of it can throw into the `catch`.
    return nil
  }

  /// `state = .loading`, `self.state = .loading`.
  private func assignedCase(_ expression: ExprSyntax) -> String? {
    guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
    let items = Array(sequence.elements)
    if items.count >= 3, items[1].is(AssignmentExprSyntax.self),
      reference.access(items[0]) == .whole, let source = transferSource(Array(items[2...]))
    {
      return source
    }
    guard items.count == 3, items[1].is(AssignmentExprSyntax.self),
      reference.access(items[0]) == .whole, let value = TargetValue.caseName(items[2]),
      MachineFilter.isCase(value)
    else { return nil }
    return value
  }

  /// `subject.send(.working)`, `relay.accept(.working)` on a container of the state.
  private func sentCase(_ expression: ExprSyntax) -> String? {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      ["send", "accept"].contains(member.declName.baseName.text),
      let base = member.base, let path = StateReference.path(base),
      let root = path.first == "self" ? path.dropFirst().first : path.first,
      reference.containerNames.contains(root), call.arguments.count == 1,
      let argument = call.arguments.first?.expression,
      let value = TargetValue.caseName(argument), MachineFilter.isCase(value)
    else { return nil }
    return value
  }

  private static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
    switch item.item {
    case .expr(let expression): return TargetValue.unwrap(expression)
    case .stmt(let statement):
      return statement.as(ExpressionStmtSyntax.self).map { TargetValue.unwrap($0.expression) }
    default: return nil
    }
  }
}
