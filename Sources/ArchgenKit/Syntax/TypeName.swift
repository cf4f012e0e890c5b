/// A type's name as written, read without a type checker: its components and its base.
enum TypeName {
  /// `AuthService.State` → `["AuthService", "State"]`, generic arguments and spaces dropped.
  static func components(_ text: String) -> [String] {
    var depth = 0
    var plain = ""
    for character in text {
      if character == "<" {
        depth += 1
      } else if character == ">" {
        depth -= 1
      } else if depth == 0 {
        plain.append(character)
      }
    }
    return plain.split(separator: ".").map { $0.filter { !$0.isWhitespace } }
      .filter { !$0.isEmpty }
  }

  /// The type under `inout` and optional marks (`inout State?` → `State`); nil when nothing is left.
  static func strippingOptional(_ text: String) -> String? {
    var text = text.filter { !$0.isWhitespace }
    if text.hasPrefix("inout") { text.removeFirst(5) }
    while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
    return text.isEmpty ? nil : text
  }
}
