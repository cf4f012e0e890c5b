import ArchgenSyntax
import SwiftSyntax

/// Closures that run once, soon, as part of the work of the method that writes them: the body of
/// a `Task { }` or `Task.detached { }`, and a block handed to a queue (`queue.async { }`,
/// `DispatchQueue.main.asyncAfter(deadline:) { }`), even when they hold `self` weakly. No other
/// object keeps them to call later, so a method they call is not called back.
package enum RunsOnce {
  private static let queueMethods: Set<String> = ["async", "asyncAfter"]

  /// `closure` is the body of such a call.
  package static func isBody(_ closure: ClosureExprSyntax) -> Bool {
    var current = closure.parent
    while let syntax = current {
      if let call = syntax.as(FunctionCallExprSyntax.self) { return runsOnce(call) }
      guard
        syntax.is(LabeledExprSyntax.self) || syntax.is(LabeledExprListSyntax.self)
          || syntax.is(MultipleTrailingClosureElementSyntax.self)
          || syntax.is(MultipleTrailingClosureElementListSyntax.self)
      else { return false }
      current = syntax.parent
    }
    return false
  }

  private static func runsOnce(_ call: FunctionCallExprSyntax) -> Bool {
    var callee = call.calledExpression
    // `Task<Void, Never> { … }`: the same work, its result type spelled out.
    if let specialized = callee.as(GenericSpecializationExprSyntax.self) {
      callee = specialized.expression
    }
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text == "Task"
    }
    guard let member = callee.as(MemberAccessExprSyntax.self) else { return false }
    let name = member.declName.baseName.text
    if name == "detached", member.base?.trimmedText == "Task" { return true }
    return queueMethods.contains(name) && member.base != nil
  }
}
