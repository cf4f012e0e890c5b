import SwiftSyntax

/// The attributes a file puts on declarations with a root-less key path (`@InjectedObservable(\.player)`,
/// `@Dependency(\.apiClient)`), each with the first names of the key paths it is given.
package final class KeyPathAttributeReader: SyntaxVisitor {
  package private(set) var keys: [String: Set<String>] = [:]

  package init() { super.init(viewMode: .sourceAccurate) }

  package override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    guard
      let keyPath = node.arguments?.as(LabeledExprListSyntax.self)?.first?.expression.as(
        KeyPathExprSyntax.self), keyPath.root == nil,
      let key = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)?
        .declName.baseName.text
    else { return .visitChildren }
    keys[node.attributeName.trimmedDescription, default: []].insert(key)
    return .visitChildren
  }
}
