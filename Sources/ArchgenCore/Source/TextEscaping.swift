/// The one loop behind every output format's escaping (XML, JSON, Mermaid, the lint cache): each
/// piece of the text that the format's table maps is replaced (an empty replacement drops it), the
/// rest is copied.
package enum TextEscaping {
  /// By Unicode scalar, for formats defined on code points (XML, JSON).
  package static func scalars(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String
  {
    var out = ""
    for scalar in text.unicodeScalars {
      if let replaced = replacement(scalar) {
        out += replaced
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// By character, for formats where `\r\n` is one line break (Mermaid labels, the lint cache).
  package static func characters(_ text: String, _ replacement: (Character) -> String?) -> String {
    var out = ""
    for character in text {
      if let replaced = replacement(character) { out += replaced } else { out.append(character) }
    }
    return out
  }
}
