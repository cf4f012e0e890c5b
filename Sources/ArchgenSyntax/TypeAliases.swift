import SwiftSyntax

/// The type aliases a file declares, by name (`typealias Resolution = StateResolution<AuthState>`),
/// for return types that name a wrapper of the state through one.
final class TypeAliasCollector: SyntaxVisitor {
  private(set) var aliases: [String: TypeSyntax] = [:]

  init() { super.init(viewMode: .sourceAccurate) }

  static func aliases(in tree: some SyntaxProtocol) -> [String: TypeSyntax] {
    let collector = TypeAliasCollector()
    collector.walk(tree)
    return collector.aliases
  }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    if aliases[node.name.text] == nil { aliases[node.name.text] = node.initializer.value }
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
