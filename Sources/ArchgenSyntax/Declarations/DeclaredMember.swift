import SwiftSyntax

/// One member of a type or extension with its declared type, where it says one.
package struct DeclaredMember: Sendable {
  package enum Kind: Sendable, Hashable {
    /// A property with storage (a value, or none and no accessors); `type` as annotated.
    case storedProperty
    /// A property with a getter body or accessors.
    case computedProperty
    /// An enum case; `payload` holds its associated values.
    case enumCase
    case initializer
    case method
    /// A type nested in this one.
    case type
  }

  package var kind: Kind
  /// The name as written; `init` for an initializer.
  package var name: String
  /// The annotated type of a property, or a method's return type, as written.
  package var type: String?
  /// An enum case's associated values, `(label, type)` as written.
  package var payload: [(label: String?, type: String)] = []
  package var isStatic = false

  /// The members of a member block, `#if` clauses included, in order.
  package static func members(of list: MemberBlockItemListSyntax) -> [DeclaredMember] {
    list.declarationsThroughIfConfigs().flatMap { members(of: $0.decl) }
  }

  private static func members(of decl: DeclSyntax) -> [DeclaredMember] {
    if let variable = decl.as(VariableDeclSyntax.self) {
      let isStatic = variable.modifiers.contains {
        $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
      }
      return variable.bindings.compactMap { binding in
        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
        return DeclaredMember(
          kind: binding.accessorBlock == nil ? .storedProperty : .computedProperty,
          name: pattern.identifier.text, type: binding.typeAnnotation?.type.trimmedText,
          isStatic: isStatic)
      }
    }
    if let function = decl.as(FunctionDeclSyntax.self) {
      return [
        DeclaredMember(
          kind: .method, name: function.name.text,
          type: function.signature.returnClause?.type.trimmedText)
      ]
    }
    if let cases = decl.as(EnumCaseDeclSyntax.self) {
      return cases.elements.map { element in
        DeclaredMember(
          kind: .enumCase, name: element.name.text, type: nil,
          payload: element.parameterClause?.parameters.map {
            ($0.firstName?.text, $0.type.trimmedText)
          } ?? [])
      }
    }
    if decl.is(InitializerDeclSyntax.self) {
      return [DeclaredMember(kind: .initializer, name: "init", type: nil)]
    }
    if let name = SyntaxScope.typeName(of: Syntax(decl))?.last {
      return [DeclaredMember(kind: .type, name: name, type: nil)]
    }
    return []
  }
}
