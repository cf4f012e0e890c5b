import SwiftSyntax

/// What the type catalog reads of a struct's members: which properties are stored, which
/// initializer a test calls, the type a literal gives a property.
package enum MemberShapes {
  /// A stored property: no accessors, or only `willSet`/`didSet` observers.
  package static func isStored(_ binding: PatternBindingSyntax) -> Bool {
    guard let block = binding.accessorBlock else { return true }
    guard case .accessors(let accessors) = block.accessors else { return false }
    return accessors.allSatisfy {
      [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
    }
  }

  /// A property under a property wrapper (`@BindingState var query = ""`): an attribute that
  /// names a type, not one of the language's own (`@objc`, `@available`).
  package static func isWrapped(_ variable: VariableDeclSyntax) -> Bool {
    variable.attributes.contains {
      guard case .attribute(let attribute) = $0,
        let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text
      else { return false }
      return name.first?.isUppercase == true
    }
  }

  /// A property its wrapper's attribute initializes (`@Shared(.history) var history: History`):
  /// a wrapper attribute with arguments and no `= value`. Swift's memberwise initializer then
  /// takes the wrapper itself (`Shared<History>`), not the wrapped value, and defaults it to the
  /// attribute's: a test builds the value without passing it. (A macro without arguments beside
  /// it, `@ObservationIgnored`, changes nothing.)
  package static func isInitializedByWrapper(_ variable: VariableDeclSyntax) -> Bool {
    variable.attributes.contains {
      guard case .attribute(let attribute) = $0,
        attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text.first?.isUppercase
          == true
      else { return false }
      return attribute.arguments != nil
    }
  }

  /// How hard an initializer is to call: decoding last, then by parameters without a default,
  /// failable ones after the others.
  package static func rank(_ initializer: InitializerDeclSyntax) -> Int {
    let parameters = initializer.signature.parameterClause.parameters
    if parameters.first?.firstName.text == "from" && parameters.count == 1 { return 1_000 }
    let required = parameters.filter { $0.defaultValue == nil }.count
    return required * 2 + (initializer.optionalMark == nil ? 0 : 1)
  }

  /// `Bool` for `false`, `Int` for `0`, `String` for `""`: the type a literal gives a property.
  package static func literalType(_ value: ExprSyntax) -> String? {
    if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
    if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if value.is(FloatLiteralExprSyntax.self) { return "Double" }
    if value.is(StringLiteralExprSyntax.self) { return "String" }
    // `Contact()`: the type it builds.
    if let call = value.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      callee.baseName.text.first?.isUppercase == true
    {
      return callee.baseName.text
    }
    // `Mode.idle`: the enum it names.
    if let member = value.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self),
      base.baseName.text.first?.isUppercase == true
    {
      return base.baseName.text
    }
    return nil
  }
}
