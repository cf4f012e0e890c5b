import SwiftParser
import SwiftSyntax

extension ValueBuilder {
  /// A collection of `type` that is not empty, with one built element (`[String]` → `[""]`,
  /// `Set<Tag>` → `[.news]`, `[String: Int]` → `["": 0]`), so that a test that expects `[]` (or
  /// `[:]`) starts from another value; nil when `type` is no collection or an element cannot be
  /// built.
  package func nonEmptyValue(of type: String) -> String? {
    var parser = Parser(type)
    let syntax = TypeSyntax.parse(from: &parser)
    guard !syntax.hasError else { return nil }
    let elements: [String]
    if let array = syntax.as(ArrayTypeSyntax.self) {
      elements = [array.element.trimmedDescription]
    } else if let dictionary = syntax.as(DictionaryTypeSyntax.self) {
      elements = [dictionary.key.trimmedDescription, dictionary.value.trimmedDescription]
    } else if let named = syntax.as(IdentifierTypeSyntax.self),
      let arguments = named.genericArgumentClause?.arguments,
      let kind = Self.namedCollections[named.name.text], kind == arguments.count
    {
      elements = arguments.map { $0.argument.trimmedDescription }
    } else {
      return nil
    }
    let built = elements.map { defaultValue(of: $0) }
    guard !built.contains(where: { $0.contains("<#") })
    else { return nil }
    return built.count == 2 ? "[\(built[0]): \(built[1])]" : "[\(built[0])]"
  }

  /// Collections written by name that an array or dictionary literal builds, by the number of
  /// their generic arguments.
  private static let namedCollections = [
    "Array": 1, "Set": 1, "ContiguousArray": 1, "Dictionary": 2,
  ]
}
