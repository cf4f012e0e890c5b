import SwiftParser
import SwiftSyntax

/// Sorts each group of a generated file's leading `import`s by module name, as `swift format`
/// orders them, so module names from the config (`Core`, `AppKit2`) land where they belong.
/// Groups are separated by a blank line; a file with comments between its imports is left alone.
package enum ImportSorter {
  package static func sort(_ source: String) -> String {
    let file = Parser.parse(source: source)
    var imports: [ImportDeclSyntax] = []
    for item in file.statements {
      guard let decl = item.item.as(ImportDeclSyntax.self) else { break }
      imports.append(decl)
    }
    guard imports.count > 1,
      imports.dropFirst().allSatisfy({ $0.leadingTrivia.allSatisfy(\.isWhitespace) })
    else { return source }
    var groups: [[String]] = [[]]
    for (index, decl) in imports.enumerated() {
      let newlines = decl.leadingTrivia.reduce(0) { count, piece in
        if case .newlines(let n) = piece { return count + n }
        return count
      }
      if index > 0 && newlines > 1 { groups.append([]) }
      groups[groups.count - 1].append(decl.trimmedDescription)
    }
    let sorted = groups.map { $0.sorted(by: { key($0) < key($1) }).joined(separator: "\n") }
      .joined(separator: "\n\n")
    let utf8 = Array(source.utf8)
    let start = imports[0].positionAfterSkippingLeadingTrivia.utf8Offset
    let end = imports[imports.count - 1].endPositionBeforeTrailingTrivia.utf8Offset
    return String(decoding: utf8[..<start], as: UTF8.self) + sorted
      + String(decoding: utf8[end...], as: UTF8.self)
  }

  /// The module path, without attributes and the `import` keyword.
  private static func key(_ text: String) -> String {
    text.split(separator: " ").last.map(String.init) ?? text
  }
}
