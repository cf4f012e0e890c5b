import ArchgenCore
import ArchgenEnumProperties
import Foundation
import SwiftParser
import SwiftSyntax

/// Parses a case list given on the command line (`idle, submitting(Credentials)`) with
/// SwiftParser, exactly as it would read the cases inside an enum.
public enum CaseListParser {
  /// - Parameter option: the option's name for diagnostics, e.g. `--states`.
  public static func parse(_ text: String, option: String) throws(Diagnostic) -> [EnumCaseModel] {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw .error("\(option) is empty; list at least one case") }
    let prefix = "enum CaseList {\ncase "
    let source = ParsedSource(path: option, text: prefix + text + "\n}\n")
    if let first = source.syntaxErrors.first(where: { $0.severity == .error }) {
      throw located(
        first.message, line: first.line ?? 2, column: first.column ?? 1, in: text, option: option)
    }
    guard let enumDecl = source.tree.statements.first?.item.as(EnumDeclSyntax.self),
      source.tree.statements.count == 1
    else { throw .error("\(option) must be a list of enum cases: \(text)") }
    for member in enumDecl.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self),
        caseDecl.attributes.isEmpty, caseDecl.modifiers.isEmpty
      else {
        let (line, column) = source.location(of: member.positionAfterSkippingLeadingTrivia)
        throw located(
          "only enum cases are allowed here", line: line, column: column, in: text, option: option)
      }
      for element in caseDecl.elements where element.rawValue != nil {
        let (line, column) = source.location(
          of: element.rawValue!.positionAfterSkippingLeadingTrivia)
        throw located(
          "raw values are not allowed", line: line, column: column, in: text, option: option)
      }
    }
    let cases = EnumModelReader.enums(in: source).first?.cases ?? []
    var seen: Set<String> = []
    for enumCase in cases where !seen.insert(enumCase.name).inserted {
      throw located(
        "duplicate case '\(enumCase.name)'", line: enumCase.line, column: enumCase.column, in: text,
        option: option)
    }
    return cases
  }

  /// Maps a position in the wrapped source back to the user's text and draws a caret under it.
  private static func located(
    _ message: String, line: Int, column: Int, in text: String, option: String
  )
    -> Diagnostic
  {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let userLine = max(1, min(line - 1, lines.count))
    let userColumn = userLine == 1 ? max(1, column - "case ".count) : column
    let shown = lines.isEmpty ? "" : String(lines[userLine - 1])
    let caret = String(repeating: " ", count: max(0, userColumn - 1)) + "^"
    return .error(
      "\(message)\n  \(shown)\n  \(caret)", file: option, line: userLine, column: userColumn)
  }
}
