import SwiftParser
import SwiftSyntax

/// A closure a test can pass where a function value is asked for and nothing it returns is
/// read: for a function type that returns nothing (`@escaping (Result<Data, Error>) -> Void`,
/// `() -> ()`), the closure that ignores its arguments (`{ _ in }`, `{}`), as a completion
/// handler a test does not observe.
package enum IgnoringClosure {
  /// `{ _, _ in }` for a two-argument function type returning `Void` (`throws` or `async` too: a
  /// closure that does neither converts to it); nil for any other type (one that returns a
  /// value is not built: a test would have to choose what it returns).
  package static func literal(forType text: String) -> String? {
    let tree = Parser.parse(source: "let value: \(text)")
    guard let binding = tree.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first,
      let type = binding.typeAnnotation?.type, binding.initializer == nil
    else { return nil }
    return literal(for: type)
  }

  private static func literal(for type: TypeSyntax) -> String? {
    if let attributed = type.as(AttributedTypeSyntax.self) {
      return literal(for: attributed.baseType)
    }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1,
      let inner = tuple.elements.first?.type
    {
      return literal(for: inner)
    }
    guard let function = type.as(FunctionTypeSyntax.self),
      ["Void", "()"].contains(function.returnClause.type.trimmedDescription)
    else { return nil }
    let count = function.parameters.count
    if count == 0 { return "{}" }
    return "{ " + Array(repeating: "_", count: count).joined(separator: ", ") + " in }"
  }
}
