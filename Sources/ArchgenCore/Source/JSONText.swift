import Foundation

/// JSON text as the reporters write it: a hand-written string escaper for the hot path and,
/// for nested documents (SARIF), `JSONEncoder` with deterministic settings.
package enum JSONText {
  /// A JSON string literal, quoted, escaped as `JSONEncoder` escapes it with
  /// `.withoutEscapingSlashes`: `"` and `\`, the short forms `\b \f \n \r \t`, other control
  /// characters as `\u00xx`, everything else as is.
  package static func appendString(_ text: String, to out: inout String) {
    out += "\""
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else {
      out += text
      out += "\""
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\u{8}": out += "\\b"
      case "\u{C}": out += "\\f"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }

  /// Deterministic JSON: pretty-printed with sorted keys.
  package static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "[]\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
