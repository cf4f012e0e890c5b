/// Where a `file:line` link on the site points: a URL template (`--source-url`) or the file itself,
/// relative to the page.
struct SiteLinks: Sendable {
  /// `https://github.com/o/r/blob/main/{file}#L{line}`; nil links to the files on disk.
  var template: String?
  /// The site's folder, absolute and standardized.
  var siteFolder: String
  /// The current folder, absolute and standardized: `{file}` is relative to it.
  var currentFolder: String

  /// The link to `file` at `line` from a page in `pageFolder` (relative to the site: `""` or
  /// `machines`).
  func source(_ file: String, line: Int, from pageFolder: String) -> String {
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
