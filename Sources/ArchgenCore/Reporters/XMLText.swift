/// Escapes text for XML attributes and content; drops characters XML 1.0 cannot carry.
package enum XMLText {
  package static func escape(_ text: String) -> String {
    TextEscaping.scalars(text) { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      case "'": "&apos;"
      case "\n": "&#10;"
      case "\r": "&#13;"
      case "\t": "&#9;"
      default:
        scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF ? "" : nil
      }
    }
  }
}
