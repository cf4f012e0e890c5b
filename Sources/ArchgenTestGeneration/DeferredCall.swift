import ArchgenCore
import SwiftSyntax

/// A transition graph draws on the line of a call to a method of the handler's own type that
/// runs later than the call under test: `Task { await refreshData() }`. Graph follows the
/// method and draws each write it makes (`isLoading = true`, the lists, the totals) on the
/// line of the call, which holds no write of the state itself; those writes run when the task
/// does, after the handler returns, so a test reading the state right after the call would not
/// see them.
package enum DeferredCall {
  /// Whether the line holds no write of the state and every call of a method of the handler's
  /// type there (`refreshData()`, `self.load()`) sits in a closure that runs later.
  package static func isDeferred(line: Int, in source: ParsedSource, stateName: String) -> Bool {
    let statements = source.statements(onLine: line)
    let writes = StateWrites(stateName: stateName)
    let calls = OwnMethodCalls(viewMode: .sourceAccurate)
    for statement in statements {
      writes.walk(statement)
      calls.walk(statement)
    }
    guard writes.found.isEmpty, !calls.found.isEmpty else { return false }
    return calls.found.allSatisfy {
      DeferredWrite.isDeferred(node: Syntax($0), stateName: stateName)
    }
  }
}

/// The calls of methods of the enclosing type: `refreshData()`, `self.load()`, `await save()`
/// (not an initializer, `Task { }`, nor a method of another value).
private final class OwnMethodCalls: SyntaxVisitor {
  private(set) var found: [FunctionCallExprSyntax] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let called = node.calledExpression
    if let reference = called.as(DeclReferenceExprSyntax.self) {
      if reference.baseName.text.first?.isLowercase == true { found.append(node) }
    } else if let member = called.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      found.append(node)
    }
    return .visitChildren
  }
}
