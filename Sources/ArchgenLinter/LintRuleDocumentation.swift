/// The rule list for Documentation/Lint.md, generated from the rules themselves so the
/// documentation cannot drift from the code.
public enum LintRuleDocumentation {
  public static let beginMarker =
    "<!-- archgen:lint-rules:begin (generated from the rules; do not edit) -->"
  public static let endMarker = "<!-- archgen:lint-rules:end -->"

  /// A table of every rule, then each rule's first triggering and non-triggering example.
  public static func markdown() -> String {
    var text = "| rule | default | description |\n|---|---|---|\n"
    for rule in LintRegistry.rules {
      let state =
        rule.enabledByDefault
        ? "on, \(rule.defaultSeverity.rawValue)" : "off, \(rule.defaultSeverity.rawValue)"
      text += "| `\(rule.id)` | \(state) | \(rule.description) |\n"
    }
    for rule in LintRegistry.rules {
      text += "\n#### `\(rule.id)`\n\n\(rule.description)\n"
      if let example = rule.triggeringExamples.first {
        text += "\nTriggers (`↓` marks the reported location):\n\n```swift\n\(example.code)\n```\n"
      }
      if let example = rule.nonTriggeringExamples.first {
        text += "\nDoes not trigger:\n\n```swift\n\(example.code)\n```\n"
      }
    }
    return text
  }

  /// `document` with the text between the markers replaced by the generated list.
  public static func updating(_ document: String) -> String? {
    guard let begin = document.range(of: beginMarker), let end = document.range(of: endMarker),
      begin.upperBound <= end.lowerBound
    else { return nil }
    return String(document[..<begin.upperBound]) + "\n" + markdown()
      + String(document[end.lowerBound...])
  }
}
