import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One parsed Swift file: its syntax tree, a location converter and the parser's own diagnostics.
public struct ParsedSource: Sendable {
  public let path: String
  public let tree: SourceFileSyntax
  /// The file's text as read: the tree's source, unless the file was refused (`refusal`), whose
  /// tree is empty. A reader that asks whether a word occurs at all searches it, not the tree.
  package let text: String
  /// Lines and columns of the tree's positions, computed when first asked: most files of a run
  /// report nothing, and the table of line starts is a walk of the whole tree.
  public var converter: SourceLocationConverter { lineTable.converter(of: self) }
  private let lineTable: LineTable
  /// The expressions by line, read once when test planning first asks (`LineStatementIndex`).
  package let lineStatements: LineStatementIndex
  /// Why the text was not parsed (brackets nested too deep, see `NestingGuard`); the tree is then
  /// empty and this is the only syntax error.
  public let refusal: Diagnostic?

  public init(_ source: SourceText) {
    self.init(path: source.path, text: source.text)
  }

  /// Parses on a thread with a deep stack (see `DeepStack`): brackets nested too deep
  /// (`NestingGuard`) are refused before the parse, a tree too deep to walk (`SyntaxDepthGuard`)
  /// after it.
  public init(path: String, text: String) {
    self = DeepStack.run { ParsedSource(reading: text, path: path) }
  }

  private init(reading text: String, path: String) {
    self.path = path
    self.text = text
    lineStatements = LineStatementIndex()
    if let (offset, message) = NestingGuard.problem(text) {
      refusal = Self.refusal(message, at: offset, in: text, path: path)
      tree = Parser.parse(source: "")
      lineTable = LineTable(treeIsText: false)
    } else {
      let parsed = Parser.parse(source: text)
      if let deep = SyntaxDepthGuard.firstTooDeep(parsed) {
        refusal = Self.refusal(
          "code nested more than \(SyntaxDepthGuard.limit) levels deep (a long chain of members, "
            + "casts, operators or else-ifs); the file is not read",
          at: deep.positionAfterSkippingLeadingTrivia.utf8Offset, in: text, path: path)
        tree = Parser.parse(source: "")
        lineTable = LineTable(treeIsText: false)
      } else {
        refusal = nil
        tree = parsed
        lineTable = LineTable(treeIsText: true)
      }
    }
  }

  private static func refusal(_ message: String, at offset: Int, in text: String, path: String)
    -> Diagnostic
  {
    let (line, column) = location(ofUTF8Offset: offset, in: text)
    return .error(message, file: path, line: line, column: column)
  }

  private static func location(ofUTF8Offset offset: Int, in text: String) -> (Int, Int) {
    var line = 1
    var lineStart = 0
    for (index, byte) in text.utf8.prefix(offset).enumerated() where byte == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    return (line, offset - lineStart + 1)
  }

  /// Syntax errors, as located diagnostics; empty for valid Swift.
  public var syntaxErrors: [Diagnostic] {
    if let refusal { return [refusal] }
    guard tree.hasError else { return [] }
    let trapping = UnevenEqualsGuard.trappingTokens(in: tree)
    guard trapping.isEmpty else {
      // The generator cannot be asked; these errors alone still say where the file is wrong.
      return trapping.map {
        diagnostic(.error, "'=' must have consistent whitespace on both sides", at: $0)
      }
    }
    return ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
      let location = diagnostic.location(converter: converter)
      let severity: Diagnostic.Severity =
        switch diagnostic.diagMessage.severity {
        case .error: .error
        case .warning: .warning
        default: .note
        }
      return Diagnostic(
        severity, diagnostic.message, file: path, line: location.line, column: location.column)
    }
  }

  /// The 1-based line and column of a position in this file.
  public func location(of position: AbsolutePosition) -> (line: Int, column: Int) {
    let location = converter.location(for: position)
    return (location.line, location.column)
  }

  /// A diagnostic pointing at the start of `node` (after its leading trivia).
  public func diagnostic(
    _ severity: Diagnostic.Severity, _ message: String, at node: some SyntaxProtocol
  ) -> Diagnostic {
    let (line, column) = location(of: node.positionAfterSkippingLeadingTrivia)
    return Diagnostic(severity, message, file: path, line: line, column: column)
  }
}
