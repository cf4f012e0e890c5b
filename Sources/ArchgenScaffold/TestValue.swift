import SwiftSyntax

/// The value a generated test passes for a dependency of a given type: a literal for common value
/// types, a closure for a function type, an instance of a declared test double for a protocol.
package struct TestValue {
  package var expression: String
  package var double: ScaffoldDependency.TestDouble?

  package static func make(for type: TypeSyntax, name: String) -> TestValue {
    if let attributed = type.as(AttributedTypeSyntax.self) {
      return make(for: attributed.baseType, name: name)
    }
    if let function = type.as(FunctionTypeSyntax.self) {
      let parameters =
        function.parameters.isEmpty
        ? ""
        : " " + Array(repeating: "_", count: function.parameters.count).joined(separator: ", ")
          + " in"
      let result =
        literal(for: function.returnClause.type) ?? "fatalError(\"\(name) is not stubbed\")"
      let body = isVoid(function.returnClause.type) ? "" : " \(result)"
      return TestValue(expression: "{\(parameters)\(body) }")
    }
    if let value = literal(for: type) { return TestValue(expression: value) }
    let protocolName =
      type.as(SomeOrAnyTypeSyntax.self)?.constraint.trimmedDescription
      ?? type.trimmedDescription
    let base = protocolName.split(separator: ".").last.map(String.init) ?? protocolName
    var stem = base
    for suffix in ["Protocol", "Type"] where stem.hasSuffix(suffix) && stem.count > suffix.count {
      stem.removeLast(suffix.count)
      break
    }
    let double = ScaffoldDependency.TestDouble(name: stem + "Double", conformsTo: protocolName)
    return TestValue(expression: "\(double.name)()", double: double)
  }

  /// A literal of a type every project has, or nil.
  private static func literal(for type: TypeSyntax) -> String? {
    if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return "nil"
    }
    if type.is(ArrayTypeSyntax.self) { return "[]" }
    if type.is(DictionaryTypeSyntax.self) { return "[:]" }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.isEmpty { return "()" }
    guard let name = type.as(IdentifierTypeSyntax.self), name.genericArgumentClause == nil else {
      return nil
    }
    switch name.name.text {
    case "String": return "\"\""
    case "Bool": return "false"
    case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
      "Double", "Float", "CGFloat", "TimeInterval":
      return "0"
    case "Date": return "Date(timeIntervalSince1970: 0)"
    case "UUID": return "UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))"
    case "Locale": return "Locale(identifier: \"en_US_POSIX\")"
    case "Calendar": return "Calendar(identifier: .gregorian)"
    default: return nil
    }
  }

  private static func isVoid(_ type: TypeSyntax) -> Bool {
    if let tuple = type.as(TupleTypeSyntax.self) { return tuple.elements.isEmpty }
    return type.as(IdentifierTypeSyntax.self)?.name.text == "Void"
  }
}
