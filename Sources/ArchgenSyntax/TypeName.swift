import SwiftSyntax

/// A type's name as written, read without a type checker: its components and its base.
package enum TypeName {
  /// The type's text without trivia, as `trimmedDescription` gives it, without building a trimmed
  /// copy of the tree for the forms names usually take (`Name`, `A.B`, where spaces around a dot
  /// are dropped too); lint asks this for every type around every reference, and the copies cost
  /// more than the rest of the rule.
  package static func text(of type: TypeSyntax) -> String {
    if let identifier = type.as(IdentifierTypeSyntax.self),
      identifier.genericArgumentClause == nil
    {
      return identifier.name.text
    }
    if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil {
      return text(of: member.baseType) + "." + member.name.text
    }
    return type.trimmedText
  }

  /// `AuthService.State` → `["AuthService", "State"]`, generic arguments and spaces dropped.
  package static func components(_ text: String) -> [String] {
    if let components = asciiComponents(text) { return components }
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
  package static func strippingOptional(_ text: String) -> String? {
    var text = text.utf8.allSatisfy(isPlainASCII) ? text : text.filter { !$0.isWhitespace }
    if text.hasPrefix("inout") { text.removeFirst(5) }
    while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
    return text.isEmpty ? nil : text
  }

  /// `components` over the bytes of an ASCII name (nearly every name), forming no `Character`:
  /// graph asks it for every type around every reference. Nil for other text, which the
  /// `Character` reading above handles (Unicode whitespace included).
  private static func asciiComponents(_ text: String) -> [String]? {
    var components: [String] = []
    var current: [UInt8] = []
    var depth = 0
    func close() {
      if !current.isEmpty { components.append(String(decoding: current, as: UTF8.self)) }
      current.removeAll(keepingCapacity: true)
    }
    for byte in text.utf8 {
      guard byte < 0x80 else { return nil }
      switch byte {
      case UInt8(ascii: "<"): depth += 1
      case UInt8(ascii: ">"): depth -= 1
      case _ where depth != 0: continue
      case UInt8(ascii: "."): close()
      case _ where isASCIIWhitespace(byte): continue
      default: current.append(byte)
      }
    }
    close()
    return components
  }

  /// An ASCII byte that is not whitespace: text of only such bytes has nothing to filter.
  private static func isPlainASCII(_ byte: UInt8) -> Bool {
    byte < 0x80 && !isASCIIWhitespace(byte)
  }

  /// The ASCII bytes `Character.isWhitespace` is true of: space, tab and the line breaks.
  private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }
}
