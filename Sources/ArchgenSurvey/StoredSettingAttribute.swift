import SwiftSyntax

/// A stored property that a property wrapper keeps under a key or with a default it is given
/// (`@UserDefault(key: "username", defaultValue: "") var username: String`, `@AppStorage("theme")
/// var theme: Theme`): a setting the app persists, whatever the property's type, never a service
/// a locator hands out. A wrapper given only a key path (`@Injected(\.api)`) or nothing is not one.
package enum StoredSettingAttribute {
  package static func keepsASetting(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains { element in
      guard
        let arguments = element.as(AttributeSyntax.self)?.arguments?.as(
          LabeledExprListSyntax.self)
      else { return false }
      return arguments.contains { isLiteral($0.expression) }
    }
  }

  /// A key or a default value: a string, number or Boolean literal.
  private static func isLiteral(_ expression: ExprSyntax) -> Bool {
    var expression = expression
    if let prefix = expression.as(PrefixOperatorExprSyntax.self) { expression = prefix.expression }
    return expression.is(StringLiteralExprSyntax.self)
      || expression.is(IntegerLiteralExprSyntax.self)
      || expression.is(FloatLiteralExprSyntax.self)
      || expression.is(BooleanLiteralExprSyntax.self)
  }
}
