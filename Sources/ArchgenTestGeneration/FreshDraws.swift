import SwiftSyntax

/// Whether an initializer draws a value anew each time it runs, in its body or in a parameter's
/// default: a random id (`UUID()`, a dependency's `uuid()`) or the clock (`Date()`, `.now`,
/// `Date.now`). Two values a test builds through it differ, whatever it passes.
package enum FreshDraws {
  package static func draws(_ initializer: InitializerDeclSyntax) -> Bool {
    let finder = FreshDrawFinder(viewMode: .sourceAccurate)
    finder.walk(initializer.signature)
    if let body = initializer.body { finder.walk(body) }
    return finder.found
  }
}

/// Callees whose call without arguments makes a value that differs each time.
package enum FreshDrawsCallees {
  package static let makers: Set<String> = ["UUID", "Date", "uuid"]
}

/// Finds a call that makes a fresh value (`UUID()`, `Date()`, `uuid()`) or a read of `now`
/// (`.now`, `Date.now`) anywhere under the node it walks.
private final class FreshDrawFinder: SyntaxVisitor {
  private(set) var found = false

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
      FreshDrawsCallees.makers.contains(callee.baseName.text), node.arguments.isEmpty,
      node.trailingClosure == nil
    {
      found = true
    }
    return found ? .skipChildren : .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.declName.baseName.text == "now" {
      let base = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
      if node.base == nil || base == "Date" { found = true }
    }
    return found ? .skipChildren : .visitChildren
  }
}
