import ArchgenSyntax
import SwiftSyntax

/// Whether a body tests a stored state before it goes on: a `switch` over it or a condition
/// (`if`, `guard`, `while`, a ternary) that reads it (`case .idle = self.state`, `phase ==
/// .reading`, `state.isLoading`). A closure in the body runs later, when the state may have moved
/// on: what it tests is not read here. Another object's value of the same name (`other.state`)
/// is not the state.
package final class StateTests: SyntaxVisitor {
  private let holders: Set<String>
  private var found = false

  private init(holders: Set<String>) {
    self.holders = holders
    super.init(viewMode: .sourceAccurate)
  }

  /// Whether `body` tests one of `holders`, stored values of the type whose method it is.
  package static func any(of holders: Set<String>, in body: some SyntaxProtocol) -> Bool {
    guard !holders.isEmpty else { return false }
    let visitor = StateTests(holders: holders)
    visitor.walk(body)
    return visitor.found
  }

  package override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  package override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
    if reads(node.subject) { found = true }
    return found ? .skipChildren : .visitChildren
  }

  package override func visit(_ node: ConditionElementListSyntax) -> SyntaxVisitorContinueKind {
    if reads(node) { found = true }
    return found ? .skipChildren : .visitChildren
  }

  package override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind {
    if reads(node.condition) { found = true }
    return found ? .skipChildren : .visitChildren
  }

  /// `state`, `self.state`, `self?.state` or a path on one, anywhere in `node`.
  private func reads(_ node: some SyntaxProtocol) -> Bool {
    node.tokens(viewMode: .sourceAccurate).contains { token in
      guard holders.contains(token.text),
        let reference = token.parent?.as(DeclReferenceExprSyntax.self)
      else { return false }
      guard let member = reference.parent?.as(MemberAccessExprSyntax.self),
        member.declName.id == reference.id
      else { return true }
      return SameTypeCalls.isSelf(member.base)
    }
  }
}
