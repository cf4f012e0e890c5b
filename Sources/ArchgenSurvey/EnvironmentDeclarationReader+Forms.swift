import SwiftSyntax

/// The forms `EnvironmentDeclarationReader` tells apart by what they are: a setter other files
/// can call, and statics that are settings or a framework's values rather than services.
extension EnvironmentDeclarationReader {
  /// `static func setStores(_:)`, `set(_:)`: one other files can call that sets something; not a
  /// private helper, nor a word that only starts like it (`setupLoaderChain(with:)` sets up).
  static func isSetter(_ node: FunctionDeclSyntax) -> Bool {
    let rest = node.name.text.dropFirst(3)
    return node.name.text.hasPrefix("set") && !isPrivate(node.modifiers)
      && (rest.first.map { $0.isUppercase || $0 == "_" } ?? true)
  }

  /// `static let launchOnLogin = BoolDefault(key: "launchOnLogin")`: a setting kept under a key
  /// or made from a value it is given, not a service; and `static let mainTint: ThemeColorPicker =
  /// ["#446CB3", "#6FACFA"]`: a value written out as a literal, whatever type it is given.
  static func isMadeWithALiteral(_ binding: PatternBindingSyntax) -> Bool {
    guard let value = binding.initializer?.value else { return false }
    if isScalar(value) || value.is(ArrayExprSyntax.self) || value.is(DictionaryExprSyntax.self) {
      return true
    }
    guard let call = value.as(FunctionCallExprSyntax.self) else { return false }
    return call.arguments.contains { isScalar($0.expression) }
  }

  /// A string, number or Boolean literal.
  private static func isScalar(_ value: ExprSyntax) -> Bool {
    value.is(StringLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self)
      || value.is(FloatLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self)
  }

  /// `static let wasDismissed = Tips.Event(id: …)`: an instance of a type nested in another
  /// (a framework's), whose outer name is no service of the app's.
  static func isNestedTypeMade(_ binding: PatternBindingSyntax) -> Bool {
    guard binding.typeAnnotation == nil,
      let called = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression
        .as(MemberAccessExprSyntax.self)
    else { return false }
    return called.declName.baseName.text.first?.isUppercase ?? false
  }
}
