import SwiftSyntax

/// A value handed to a view's environment (`.environmentObject(Session.shared)`,
/// `.environment(\.session, Session.shared)`): the view tree gets the whole value, and the file
/// reads nothing through it, so it is no read of a locator.
package enum ViewEnvironmentHandOff {
  /// SwiftUI's modifiers that put a value in a view's environment.
  package static let modifiers: Set<String> = ["environmentObject", "environment"]

  /// Whether the reference (alone, or with one member: `Session.shared`) is an argument of one.
  package static func isHandedOn(_ node: DeclReferenceExprSyntax) -> Bool {
    var expression = Syntax(node)
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
      expression = Syntax(member)
    }
    guard let argument = expression.parent?.as(LabeledExprSyntax.self),
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let modifier = call.calledExpression.as(MemberAccessExprSyntax.self)
    else { return false }
    return modifiers.contains(modifier.declName.baseName.text)
  }
}
