import ArchgenCore
import SwiftSyntax

/// The innermost switch case and function whose lines hold a line.
final class RegionOnLine: SyntaxVisitor {
  let line: Int
  let converter: SourceLocationConverter
  private(set) var switchCase: Syntax?
  private(set) var function: Syntax?

  /// The switch case `line` is in, else the function it is in.
  static func region(line: Int, in source: ParsedSource) -> Syntax? {
    let finder = RegionOnLine(line: line, converter: source.converter)
    finder.walk(source.tree)
    return finder.switchCase ?? finder.function
  }

  init(line: Int, converter: SourceLocationConverter) {
    self.line = line
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  private func holds(_ node: some SyntaxProtocol) -> Bool {
    node.startLocation(converter: converter).line <= line
      && node.endLocation(converter: converter).line >= line
  }

  override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
    guard holds(node) else { return .skipChildren }
    switchCase = Syntax(node)
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard holds(node) else { return .skipChildren }
    function = Syntax(node)
    return .visitChildren
  }

  override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
    holds(node) ? .visitChildren : .skipChildren
  }
}
