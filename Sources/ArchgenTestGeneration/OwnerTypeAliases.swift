import SwiftSyntax

/// What a type name written in a function stands for through a `typealias` of the types around
/// it (`typealias State = FeedState` in a ReactorKit reactor, whose `reduce(state: State, mutation:
/// Mutation) -> State` then reduces a `FeedState`).
package enum OwnerTypeAliases {
  /// `name` through the nearest enclosing declaration's `typealias name = Value`, else `name`.
  package static func resolve(_ name: String, near node: some SyntaxProtocol) -> String {
    var current = node.parent
    while let parent = current {
      if let group = parent.asProtocol(DeclGroupSyntax.self),
        let value = alias(name, in: group.memberBlock)
      {
        return value
      }
      current = parent.parent
    }
    return name
  }

  private static func alias(_ name: String, in block: MemberBlockSyntax) -> String? {
    for member in block.members {
      if let alias = member.decl.as(TypeAliasDeclSyntax.self), alias.name.text == name,
        alias.genericParameterClause == nil
      {
        return alias.initializer.value.trimmedDescription
      }
    }
    return nil
  }
}
