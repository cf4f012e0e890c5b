import SwiftSyntax

/// Finds the innermost type declaration around a node.
enum EnclosingTypeResolver {
  static func innermostType(of node: some SyntaxProtocol) -> EnclosingType? {
    var current = node.parent
    while let syntax = current {
      if let type = declaredType(syntax) { return type }
      current = syntax.parent
    }
    return nil
  }

  /// The names of every type declaration around a node, innermost first.
  static func allTypeNames(of node: some SyntaxProtocol) -> [String] {
    var names: [String] = []
    var current = node.parent
    while let syntax = current {
      if let type = declaredType(syntax) { names.append(type.name) }
      current = syntax.parent
    }
    return names
  }

  static func declaredType(_ syntax: Syntax) -> EnclosingType? {
    if let decl = syntax.as(ClassDeclSyntax.self) {
      return EnclosingType(name: decl.name.text, isMain: isMain(decl.attributes))
    }
    if let decl = syntax.as(StructDeclSyntax.self) {
      return EnclosingType(name: decl.name.text, isMain: isMain(decl.attributes))
    }
    if let decl = syntax.as(EnumDeclSyntax.self) {
      return EnclosingType(name: decl.name.text, isMain: isMain(decl.attributes))
    }
    if let decl = syntax.as(ActorDeclSyntax.self) {
      return EnclosingType(name: decl.name.text, isMain: isMain(decl.attributes))
    }
    if let decl = syntax.as(ProtocolDeclSyntax.self) {
      return EnclosingType(name: decl.name.text, isMain: false)
    }
    if let decl = syntax.as(ExtensionDeclSyntax.self) {
      return EnclosingType(name: extendedName(decl.extendedType), isMain: isMain(decl.attributes))
    }
    return nil
  }

  /// `Module.LoginBuilder<T>` → `LoginBuilder`.
  private static func extendedName(_ type: TypeSyntax) -> String {
    if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    return type.trimmedDescription
  }

  private static func isMain(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains { element in
      element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main"
    }
  }
}
