/// The `--strict` rule table of Documentation/Graph.md, generated from the checks so the page
/// cannot drift from them (`StrictCheckExamplesTests` checks it, as lint's rule list is checked).
package enum StrictDocumentation {
  package static let beginMarker =
    "<!-- archgen:strict-rules:begin (generated from the checks; do not edit) -->"
  package static let endMarker = "<!-- archgen:strict-rules:end -->"

  /// One row per check, in the order their findings are listed.
  package static func markdown() -> String {
    var text = "| rule | finds | reported at |\n|---|---|---|\n"
    for check in StrictAnalysis.checks {
      text += "| `\(check.rule.id)` | \(check.rule.summary) | \(check.reportedAt) |\n"
    }
    return text
  }

  /// `document` with the text between the markers replaced by the generated table.
  package static func updating(_ document: String) -> String? {
    guard let begin = document.range(of: beginMarker), let end = document.range(of: endMarker),
      begin.upperBound <= end.lowerBound
    else { return nil }
    return String(document[..<begin.upperBound]) + "\n" + markdown()
      + String(document[end.lowerBound...])
  }
}
