import SwiftSyntax

/// Puts a generic type's arguments in for its parameters, name by name: `Success` in a payload of
/// `enum LoadState<Success>` becomes `[Character]` for `LoadState<[Character]>`, `State` in a
/// generic alias's `(State, Action) -> State` becomes `HUDState`; other names are kept. Used by
/// the catalogue's specialised enums and by reducers typed through a generic alias.
final class GenericArguments: SyntaxRewriter {
  let substitutions: [String: String]

  init(_ substitutions: [String: String]) {
    self.substitutions = substitutions
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
    guard node.genericArgumentClause == nil, let argument = substitutions[node.name.text] else {
      return super.visit(node)
    }
    return TypeSyntax(
      IdentifierTypeSyntax(
        leadingTrivia: node.leadingTrivia, name: .identifier(argument),
        trailingTrivia: node.trailingTrivia))
  }
}
