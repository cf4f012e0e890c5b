/// Where a `file:line` link on the site points: a URL template (`--source-url`) or the file itself,
/// relative to the page.
package struct SiteLinks: Sendable {
  /// The placeholders a template may hold: `{file}` (required) and `{line}`.
  package static let placeholders = ["file", "line"]

  /// `https://github.com/o/r/blob/main/{file}#L{line}`; nil links to the files on disk.
  package var template: String?
  /// The site's folder, absolute and standardized.
  package var siteFolder: String
  /// The current folder, absolute and standardized: `{file}` is relative to it.
  package var currentFolder: String

  /// The link to `file` at `line` from a page in `pageFolder` (relative to the site: `""` or
  /// `machines`).
  package func source(_ file: String, line: Int, from pageFolder: String) -> String {
    let absolute = SiteText.absolute(file)
    if let template {
      var shown = file
      if absolute.hasPrefix(currentFolder + "/") {
        shown = String(absolute.dropFirst(currentFolder.count + 1))
      }
      return template.replacingAll("{file}", with: SiteText.href(shown))
        .replacingAll("{line}", with: String(line))
    }
    let base = pageFolder.isEmpty ? siteFolder : siteFolder + "/" + pageFolder
    return SiteText.href(SiteText.relative(absolute, from: base))
  }
}

extension GraphSiteOptions {
  /// Why `template` cannot make source links (no `{file}`, or a placeholder other than `{file}`
  /// and `{line}`), or nil when it can. A link needs the file: without `{file}` every link would
  /// point to the same page, and an unknown placeholder would stay in the URL as written.
  public static func sourceURLProblem(_ template: String) -> String? {
    let known = SiteLinks.placeholders.map { "{\($0)}" }.joined(separator: " and ")
    let unknown = placeholders(in: template).filter { !SiteLinks.placeholders.contains($0) }
    if let first = unknown.first {
      return "--source-url '\(template)' has an unknown placeholder {\(first)}; the placeholders "
        + "are \(known)."
    }
    if !template.contains("{file}") {
      return "--source-url '\(template)' has no {file}; the placeholders are \(known)."
    }
    return nil
  }

  /// The names between braces in `template`, in order: `{path}` and `{Line}` give `path`, `Line`.
  /// A brace with no name after it (`{}`, `{ x}`) is not a placeholder.
  private static func placeholders(in template: String) -> [String] {
    var names: [String] = []
    var rest = template[...]
    while let open = rest.firstIndex(of: "{") {
      let after = rest[rest.index(after: open)...]
      guard let close = after.firstIndex(of: "}") else { break }
      let name = after[..<close]
      if let head = name.first, head.isLetter || head == "_",
        name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
      {
        names.append(String(name))
        rest = after[after.index(after: close)...]
      } else {
        rest = after
      }
    }
    return names
  }
}
