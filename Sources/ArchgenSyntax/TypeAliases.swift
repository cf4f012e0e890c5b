import SwiftSyntax

/// The type aliases a file declares, by name (`typealias Resolution = StateResolution<AuthState>`),
/// for return types that name a wrapper of the state through one.
package final class TypeAliasCollector: SyntaxVisitor {
  package private(set) var aliases: [String: TypeSyntax] = [:]

  package init() { super.init(viewMode: .sourceAccurate) }

  package static func aliases(in tree: some SyntaxProtocol) -> [String: TypeSyntax] {
    let collector = TypeAliasCollector()
    collector.walk(tree)
    return collector.aliases
  }

  package override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    if aliases[node.name.text] == nil { aliases[node.name.text] = node.initializer.value }
    return .skipChildren
  }

  package override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
  package override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
}
