/// Writes one planned member as Swift source.
struct EnumMemberWriter {
  /// The access modifier with its trailing space, or empty.
  let access: String
  let setters: Bool

  func declaration(_ member: EnumMember, indent: String) -> String {
    let lines: [String]
    switch member.kind {
    case .check(let pattern):
      lines = [
        "\(access)var \(member.name.escapedIfKeyword): Bool {",
        "  if case \(pattern) = self { return true }",
        "  return false",
        "}",
      ]
    case .payload(let caseName, let elements):
      lines = payload(member.name, caseName: caseName, elements: elements)
    }
    return (member.availability + lines).map { indent + $0 }.joined(separator: "\n")
  }

  private func payload(_ name: String, caseName: String, elements: [PayloadElement]) -> [String] {
    let pattern = "." + caseName.escapedInMemberPosition
    let type: String
    let getter: [String]
    let setter: [String]
    if elements.count == 1 {
      type = elements[0].optionalType
      getter = ["if case \(pattern)(let value) = self { return value }", "return nil"]
      let label = elements[0].label.map { "\($0): " } ?? ""
      setter = [
        elements[0].isOptional
          ? "guard case \(pattern) = self else { return }"
          : "guard case \(pattern) = self, let newValue else { return }",
        "self = \(pattern)(\(label)newValue)",
      ]
    } else {
      let tupleType = elements.map { element in
        element.label.map { "\($0.escapedIfKeyword): \(element.type)" } ?? element.type
      }
      type = "(\(tupleType.joined(separator: ", ")))?"
      let values = elements.indices.map { "value\($0)" }
      getter = [
        "if case \(pattern)(\(values.map { "let \($0)" }.joined(separator: ", "))) = self {"
          + " return (\(values.joined(separator: ", "))) }",
        "return nil",
      ]
      let arguments = elements.enumerated().map { offset, element in
        (element.label.map { "\($0): " } ?? "") + "newValue.\(offset)"
      }
      setter = [
        "guard case \(pattern) = self, let newValue else { return }",
        "self = \(pattern)(\(arguments.joined(separator: ", ")))",
      ]
    }
    let head = "\(access)var \(name.escapedIfKeyword): \(type) {"
    guard setters else { return [head] + getter.map { "  " + $0 } + ["}"] }
    return [head, "  get {"] + getter.map { "    " + $0 } + ["  }", "  set {"]
      + setter.map { "    " + $0 } + ["  }", "}"]
  }
}

extension String {
  /// Wraps a Swift keyword in backticks so it can be used as an identifier.
  var escapedIfKeyword: String {
    SwiftKeywords.reserved.contains(self) ? "`\(self)`" : self
  }

  /// After a dot almost every keyword is a plain member name; these few are not.
  var escapedInMemberPosition: String {
    ["init", "self", "Self", "Type", "Protocol", "_"].contains(self) ? "`\(self)`" : self
  }
}

enum SwiftKeywords {
  /// Keywords that cannot be used as a member name without backticks.
  static let reserved: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break",
    "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
    "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false", "is", "nil",
    "self", "Self", "super", "throws", "true", "try", "Any", "_", "package", "consume", "borrowing",
  ]
}
