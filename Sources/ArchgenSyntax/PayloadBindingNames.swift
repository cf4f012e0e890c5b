import SwiftSyntax

/// The names a case pattern binds inside an enum case's payload (`.handshake(let state)`,
/// `(.loaded(let user), .refresh)`): each is a new value in the case's scope, shadowing any
/// name of the enclosing function or type. A name bound to a whole tuple element (`case (let
/// s, .refresh)`) is not a payload and is not listed.
package final class PayloadBindingNames: SyntaxVisitor {
  private var depth = 0
  private var names: [String] = []

  private init() { super.init(viewMode: .sourceAccurate) }

  package static func names(in pattern: some SyntaxProtocol) -> [String] {
    let collector = PayloadBindingNames()
    collector.walk(pattern)
    return collector.names
  }

  package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    depth += 1
    return .visitChildren
  }

  package override func visitPost(_ node: FunctionCallExprSyntax) { depth -= 1 }

  package override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    if depth > 0 { names.append(node.identifier.text) }
    return .skipChildren
  }

  package override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
}
