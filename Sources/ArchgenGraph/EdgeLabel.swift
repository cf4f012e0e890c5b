/// The text a picture shows for one transition: `event [guard] / effect`, with a `default` branch
/// shown as `else` and the guard's whitespace collapsed; the short form cuts a long guard.
package enum EdgeLabel {
  /// Guards longer than this many characters are cut in the label (the tooltip keeps them whole).
  package static let guardLimit = 40
  /// What a picture calls the event of a `default:` branch.
  package static let elseEvent = "else"

  /// The label drawn on the edge: the guard cut at `guardLimit` characters with `…`.
  package static func short(_ transition: Transition) -> String {
    label(transition, guardText: transition.guardText.map { cut(collapsed($0)) })
  }

  /// The label with the whole guard (whitespace collapsed), for tooltips.
  package static func full(_ transition: Transition) -> String {
    label(transition, guardText: transition.guardText.map(collapsed))
  }

  /// `event [guardText] / effect`, with the guard as given.
  package static func label(_ transition: Transition, guardText: String?) -> String {
    var text = transition.event == "default" ? elseEvent : transition.event
    if let guardText { text += " [\(guardText)]" }
    if let effect = transition.effect { text += " / \(collapsed(effect))" }
    return text
  }

  /// Runs of spaces, tabs and line breaks become one space; the ends are trimmed.
  package static func collapsed(_ text: String) -> String {
    text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }

  /// `text` when it fits in `limit` characters, else its first characters and `…` in `limit`.
  package static func cut(_ text: String, limit: Int = guardLimit) -> String {
    guard text.count > limit else { return text }
    var kept = text.prefix(limit - 1)
    while kept.last?.isWhitespace == true { kept.removeLast() }
    return kept + "…"
  }
}
