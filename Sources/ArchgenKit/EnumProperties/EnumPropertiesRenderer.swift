import SwiftParser

/// Options of the computed-property generator.
public struct EnumPropertiesOptions: Sendable, Equatable {
  /// Prefix of the Boolean checks (`isLoading`).
  public var prefix: String
  /// Also generate setters that replace the payload of the current case.
  public var setters: Bool

  public init(prefix: String = "is", setters: Bool = false) {
    self.prefix = prefix
    self.setters = setters
  }
}

/// Renders the computed-property extension of one enum as Swift source.
public struct EnumPropertiesRenderer: Sendable {
  public var options: EnumPropertiesOptions

  public init(options: EnumPropertiesOptions = EnumPropertiesOptions()) {
    self.options = options
  }

  /// `extension Name { ... }`, two-space indented, no trailing newline.
  public func render(_ model: EnumModel) -> String {
    let access = model.access.memberModifier
    var members: [String] = []
    for enumCase in model.cases {
      let checkName =
        options.prefix + enumCase.name.prefix(1).uppercased() + enumCase.name.dropFirst()
      if !model.existingMembers.contains(checkName) {
        members.append(
          """
            \(access)var \(checkName.escapedIfKeyword): Bool {
              if case .\(enumCase.name.escapedIfKeyword) = self { return true }
              return false
            }
          """)
      }
      if !enumCase.payload.isEmpty && !model.existingMembers.contains(enumCase.name) {
        members.append(payloadGetter(enumCase, access: access))
      }
    }
    return "extension \(model.qualifiedName) {\n\(members.joined(separator: "\n\n"))\n}"
  }

  private func payloadGetter(_ enumCase: EnumCaseModel, access: String) -> String {
    let name = enumCase.name.escapedIfKeyword
    if enumCase.payload.count == 1 {
      let type = enumCase.payload[0].type.optionalFlattened
      return """
          \(access)var \(name): \(type) {
            if case .\(name)(let value) = self { return value }
            return nil
          }
        """
    }
    let bindings = enumCase.payload.indices.map { "value\($0)" }
    let tupleType = enumCase.payload.map { element in
      element.label.map { "\($0.escapedIfKeyword): \(element.type)" } ?? element.type
    }
    let tupleValue = zip(enumCase.payload, bindings).map { element, binding in
      element.label.map { "\($0.escapedIfKeyword): \(binding)" } ?? binding
    }
    let pattern = bindings.map { "let \($0)" }.joined(separator: ", ")
    return """
        \(access)var \(name): (\(tupleType.joined(separator: ", ")))? {
          if case .\(name)(\(pattern)) = self { return (\(tupleValue.joined(separator: ", "))) }
          return nil
        }
      """
  }
}

extension String {
  /// `T?` stays `T?`, `T!` becomes `T?`, anything else gains a `?` (wrapped in parentheses when needed).
  var optionalFlattened: String {
    if hasSuffix("?") { return self }
    if hasSuffix("!") { return dropLast() + "?" }
    let needsParentheses =
      contains("->") || hasPrefix("any ") || hasPrefix("some ") || contains("&")
    return needsParentheses ? "(\(self))?" : self + "?"
  }

  /// Wraps a Swift keyword in backticks so it can be used as an identifier.
  var escapedIfKeyword: String {
    SwiftKeywords.reserved.contains(self) ? "`\(self)`" : self
  }
}

enum SwiftKeywords {
  /// Keywords that cannot be used as a member name without backticks.
  static let reserved: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init",
    "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol",
    "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
    "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
    "repeat",
    "return", "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "Self",
    "super",
    "throws", "true", "try", "Any", "_",
  ]
}
