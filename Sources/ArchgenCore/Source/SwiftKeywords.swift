package enum SwiftKeywords {
  /// Keywords that cannot be used as a member name without backticks.
  package static let reserved: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break",
    "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
    "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false", "is", "nil",
    "self", "Self", "super", "throws", "true", "try", "Any", "_", "package", "consume", "borrowing",
  ]
}
