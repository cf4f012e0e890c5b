package enum LintText {
  /// `` `Current` `` → `Current`.
  package static func withoutBackticks(_ name: String) -> String {
    name.hasPrefix("`") && name.hasSuffix("`") && name.count >= 2
      ? String(name.dropFirst().dropLast()) : name
  }

  /// `text` without the given leading and trailing characters.
  package static func trimmed(_ text: some StringProtocol, _ characters: String = " \t\r") -> String
  {
    var result = Substring(text)
    while let first = result.first, characters.contains(first) { result = result.dropFirst() }
    while let last = result.last, characters.contains(last) { result = result.dropLast() }
    return String(result)
  }

  /// Every `target` in `text` replaced by `replacement`.
  package static func replacing(_ target: Character, with replacement: String, in text: String)
    -> String
  {
    var result = ""
    for character in text {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
