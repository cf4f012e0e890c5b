import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One parsed Swift file: its syntax tree, a location converter and the parser's own diagnostics.
public struct ParsedSource {
  public let path: String
  public let tree: SourceFileSyntax
  public let converter: SourceLocationConverter

  public init(_ source: SourceText) {
    self.init(path: source.path, text: source.text)
  }

  public init(path: String, text: String) {
    self.path = path
    self.tree = Parser.parse(source: text)
    self.converter = SourceLocationConverter(fileName: path, tree: tree)
  }

  /// Syntax errors, as located diagnostics; empty for valid Swift.
  public var syntaxErrors: [Diagnostic] {
    guard tree.hasError else { return [] }
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
