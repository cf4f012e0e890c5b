import SwiftSyntax

/// One type declaration, extension or typealias of a file, where it stands: what the
/// `DeclarationTable` holds for every reader of declarations.
package struct DeclaredType: Sendable {
  package enum Kind: Sendable, Hashable {
    case structType, classType, enumType, actorType, protocolType, extensionType, typeAlias
  }

  package var kind: Kind
  /// The declared name as written (`Panel`, backticks kept); for an extension, the extended
  /// type as written (`Outer.Panel`).
  package var name: String
  /// The types around it, outermost first, as `SyntaxScope.typePath` reads them (an extension
  /// starts the path: `extension Outer.Panel { enum Mode }` gives `["Outer", "Panel"]`).
  package var scope: [String]
  /// The declarations around it that are not types.
  package var context: DeclarationContext
  /// The file that declares it.
  package var file: String
  /// The declaration itself, for the facts only one reader asks for.
  package var decl: DeclSyntax

  /// `Outer.Panel.Mode`: the scope and the name, dotted.
  package var qualifiedName: String { (scope + [name]).joined(separator: ".") }

  /// The member block of a type or extension; nil for a typealias.
  package var memberBlock: MemberBlockSyntax? {
    decl.asProtocol(DeclGroupSyntax.self)?.memberBlock
  }

  /// The inheritance clause of a type or extension (`: Equatable`); nil for a typealias.
  package var inheritanceClause: InheritanceClauseSyntax? {
    decl.asProtocol(DeclGroupSyntax.self)?.inheritanceClause
  }

  /// The generic parameters of a struct, class, enum or actor (`struct List<Element>`).
  package var genericParameterClause: GenericParameterClauseSyntax? {
    switch kind {
    case .structType: return decl.as(StructDeclSyntax.self)?.genericParameterClause
    case .classType: return decl.as(ClassDeclSyntax.self)?.genericParameterClause
    case .enumType: return decl.as(EnumDeclSyntax.self)?.genericParameterClause
    case .actorType: return decl.as(ActorDeclSyntax.self)?.genericParameterClause
    case .typeAlias: return decl.as(TypeAliasDeclSyntax.self)?.genericParameterClause
    case .protocolType, .extensionType: return nil
    }
  }

  /// The members declared here, `#if` clauses included, in order.
  package var members: [DeclaredMember] {
    memberBlock.map { DeclaredMember.members(of: $0.members) } ?? []
  }
}

/// A function of a file with the types it is declared in: function bodies by owner.
package struct DeclaredFunction: Sendable {
  /// The types around it, outermost first (`SyntaxScope.typePath`); empty at file level.
  package var owner: [String]
  package var context: DeclarationContext
  package var decl: FunctionDeclSyntax
}
