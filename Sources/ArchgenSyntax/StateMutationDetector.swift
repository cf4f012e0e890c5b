import SwiftSyntax

/// Tells whether a closure assigns to its state parameter (then its `return`s are effects).
package final class StateMutationDetector: SyntaxVisitor {
  private let name: String
  package private(set) var found = false

  private init(_ name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  package static func mutates(_ name: String, in body: CodeBlockItemListSyntax) -> Bool {
    let detector = StateMutationDetector(name)
    detector.walk(body)
    return detector.found
  }

  package override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let items = Array(node.elements)
    if items.count >= 3, PlainExpression.memberPath(items[0])?.first == name,
      items[1].is(AssignmentExprSyntax.self) || Self.isCompoundAssignment(items[1])
    {
      found = true
    }
    return .visitChildren
  }

  package static func isCompoundAssignment(_ item: ExprSyntax) -> Bool {
    guard let op = item.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
    return op.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(op)
  }

  package override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
    if PlainExpression.memberPath(node.expression)?.first == name { found = true }
    return .visitChildren
  }

  /// `state.items.append(x)`, `state.isOn.toggle()`: an in-place change of a field.
  package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      ReturnShape.mutatingMethods.contains(member.declName.baseName.text),
      let base = member.base, let path = PlainExpression.memberPath(base), path.count > 1,
      path.first == name
    {
      found = true
    }
    return .visitChildren
  }
}
