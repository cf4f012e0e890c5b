import SwiftSyntax

/// The store a property wrapper's body reads by a key path into that store, whatever the names:
/// a type subscripted by name (`Services[keyPath]`, a static subscript) whose own key paths the
/// wrapper is given (`let keyPath: WritableKeyPath<Services, T>`). Such a wrapper hands out what
/// the app put in the store under the key: it injects, and the store is the environment (as
/// swift-dependencies' `DependencyValues` behind `@Dependency(\.x)`). Not a settings type read by
/// a string key (`Defaults[key]` with `let key: String`).
package enum KeyPathStoreFinder {
  package static func store(in syntax: Syntax) -> String? {
    final class Finder: SyntaxVisitor {
      var roots: Set<String> = []
      var subscripted: [String] = []

      override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text.hasSuffix("KeyPath"),
          let first = node.genericArgumentClause?.arguments.first,
          case .type(let root) = first.argument,
          let name = root.as(IdentifierTypeSyntax.self)?.name.text
        {
          roots.insert(name)
        }
        return .visitChildren
      }

      override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let type = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
          type.first?.isUppercase ?? false
        {
          subscripted.append(type)
        }
        return .visitChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(syntax)
    return finder.subscripted.first { finder.roots.contains($0) }
  }
}
