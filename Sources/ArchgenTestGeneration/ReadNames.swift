import SwiftSyntax

/// The names a piece of code reads: references (`service`, `load`) and members of `self`
/// (`self.service`).
final class ReadNames: SyntaxVisitor {
  private(set) var found: Set<String> = []

  static func read(in node: Syntax) -> Set<String> {
    let names = ReadNames(viewMode: .sourceAccurate)
    names.walk(node)
    return names.found
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    found.insert(node.baseName.text)
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
      found.insert(node.declName.baseName.text)
    }
    return .visitChildren
  }
}
