/// The forms table of Documentation/Graph.md, generated from the registry so the page cannot
/// drift from the forms (`FormDocumentationTests` checks it, as lint's rule list is checked).
package enum FormDocumentation {
  package static let beginMarker =
    "<!-- archgen:graph-forms:begin (generated from the forms; do not edit) -->"
  package static let endMarker = "<!-- archgen:graph-forms:end -->"

  /// One row per registered form, in the order their finders run.
  package static func markdown() -> String {
    var text = "| form | what it reads | prefilter words | finder |\n|---|---|---|---|\n"
    for form in FormRegistry.forms {
      let words =
        form.prefilterWords.isEmpty
        ? "(a marked file)" : form.prefilterWords.map { "`\($0)`" }.joined(separator: ", ")
      text +=
        "| `\(form.identifier)` | \(form.description) | \(words) | "
        + "`\(String(describing: form.finder.wrapped))` |\n"
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
