import SwiftSyntax

/// The type an alias declared in a declaration's own type names: in `final class
/// EditTripViewModel { typealias State = EditTripState; @Published var state: State }`, `State`
/// is `EditTripState` for that class's methods, whatever another type of the file calls `State`.
package enum OwnTypeAlias {
  package static func resolve(_ name: String, around node: some SyntaxProtocol) -> String? {
    var current = node.parent
    while let syntax = current {
      if let group = syntax.asProtocol(DeclGroupSyntax.self) {
        for member in group.memberBlock.members {
          guard let alias = member.decl.as(TypeAliasDeclSyntax.self), alias.name.text == name,
            let type = alias.initializer.value.as(IdentifierTypeSyntax.self),
            type.genericArgumentClause == nil, type.name.text != "Self"
          else { continue }
          return type.name.text
        }
        return nil
      }
      current = syntax.parent
    }
    return nil
  }
}
