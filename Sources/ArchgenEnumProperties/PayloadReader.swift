import SwiftParser
import SwiftSyntax

/// Turns the parameters of one enum case into `PayloadElement`s.
package struct PayloadReader {
  package let qualifier: PayloadTypeQualifier

  package func payload(of element: EnumCaseElementSyntax) -> [PayloadElement] {
    guard let parameters = element.parameterClause?.parameters else { return [] }
    return parameters.map { parameter in
      var label = parameter.firstName?.text.trimmingBackticks
      if label == "_" { label = nil }
      let type = qualifier.qualify(parameter.type.trimmed)
      let shape = TypeShape(type)
      return PayloadElement(
        label: label, type: shape.asElement, optionalType: shape.asOptional,
        isOptional: shape.isOptional, hasDefaultValue: parameter.defaultValue != nil,
        typeName: shape.isOptional ? nil : type.dottedName)
    }
  }
}

/// How a payload type is written alone (as a tuple element) and as an optional.
package struct TypeShape {
  package let asElement: String
  package let asOptional: String
  package let isOptional: Bool

  package init(_ type: TypeSyntax) {
    let text = type.trimmedDescription
    if type.is(OptionalTypeSyntax.self) {
      (asElement, asOptional, isOptional) = (text, text, true)
    } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      let optional = "\(unwrapped.wrappedType.trimmedDescription)?"
      (asElement, asOptional, isOptional) = (optional, optional, true)
    } else if let identifier = type.as(IdentifierTypeSyntax.self),
      identifier.name.text == "Optional",
      let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 1,
      case .type(let wrapped) = arguments.first?.argument
    {
      // `Optional<T>` is written `T?`, the shorthand `swift format` asks for.
      let optional = TypeShape(wrapped.trimmed).asOptional
      (asElement, asOptional, isOptional) = (optional, optional, true)
    } else if type.is(FunctionTypeSyntax.self) || type.is(AttributedTypeSyntax.self)
      || type.is(SomeOrAnyTypeSyntax.self) || type.is(CompositionTypeSyntax.self)
    {
      (asElement, asOptional, isOptional) = (text, "(\(text))?", false)
    } else {
      (asElement, asOptional, isOptional) = (text, "\(text)?", false)
    }
  }
}

extension String {
  /// This text parsed as a Swift type and made optional: `T?` stays, `T!` and `Optional<T>`
  /// become `T?`, function and existential types are parenthesised.
  package var optionalFlattened: String {
    var parser = Parser(self)
    return TypeShape(TypeSyntax.parse(from: &parser).trimmed).asOptional
  }
}
