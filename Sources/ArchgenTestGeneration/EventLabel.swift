/// An event as `graph` draws it, read back into the case path a test sends: `action.lock` →
/// `action`, `lock`; `action.toggle(true)` → `action`, `toggle` with the literal `true`.
package enum EventLabel {
  package struct Part: Equatable {
    package var name: String
    /// The literal the case pattern matched (`true`, `3`, `"1234"`), if it was drawn with one.
    package var literal: String?
  }

  /// The parts, split on dots outside parentheses; nil when a part holds something other than
  /// one literal (`didLoad(let value)`), which no test can send as drawn.
  package static func parts(_ label: String) -> [Part]? {
    var texts: [Substring] = []
    var depth = 0
    var start = label.startIndex
    for index in label.indices {
      switch label[index] {
      case "(": depth += 1
      case ")": depth -= 1
      case "." where depth == 0:
        texts.append(label[start..<index])
        start = label.index(after: index)
      default: break
      }
    }
    texts.append(label[start...])
    var parts: [Part] = []
    for text in texts {
      guard let open = text.firstIndex(of: "(") else {
        guard !text.isEmpty else { return nil }
        parts.append(Part(name: String(text)))
        continue
      }
      guard text.hasSuffix(")") else { return nil }
      let literal = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
      guard isLiteral(literal) else { return nil }
      parts.append(Part(name: String(text[..<open]), literal: literal))
    }
    return parts
  }

  /// What `graph` keeps in a label (`CasePattern`): `true`, `false`, `nil`, a number, or a string
  /// literal without interpolation or escapes.
  package static func isLiteral(_ text: String) -> Bool {
    if ["true", "false", "nil"].contains(text) || Double(text) != nil { return true }
    return text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"")
      && !text.dropFirst().dropLast().contains { $0 == "\"" || $0 == "\\" }
  }
}
