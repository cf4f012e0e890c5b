import SwiftSyntax

/// Where a node sits among type declarations, read by walking up its parents: the one answer
/// every capability uses (graph's machine owners, lint's allowed contexts, test generation).
package enum SyntaxScope {
  /// The enclosing type path, outermost first: `extension AuthService.State` gives
  /// `["AuthService", "State"]`.
  package static func typePath(of node: some SyntaxProtocol) -> [String] {
    var path: [String] = []
    var current = node.parent
    while let syntax = current {
      if let name = typeName(of: syntax) {
        path.insert(contentsOf: name, at: 0)
        if syntax.is(ExtensionDeclSyntax.self) { break }
      }
      current = syntax.parent
    }
    return path
  }

  /// The name components a type declaration or extension introduces, nil for other nodes.
  package static func typeName(of syntax: Syntax) -> [String]? {
    // Asked of every ancestor of every reference: decide by kind before any cast.
    switch syntax.kind {
    case .structDecl: return syntax.as(StructDeclSyntax.self).map { [$0.name.text] }
    case .classDecl: return syntax.as(ClassDeclSyntax.self).map { [$0.name.text] }
    case .enumDecl: return syntax.as(EnumDeclSyntax.self).map { [$0.name.text] }
    case .actorDecl: return syntax.as(ActorDeclSyntax.self).map { [$0.name.text] }
    case .protocolDecl: return syntax.as(ProtocolDeclSyntax.self).map { [$0.name.text] }
    case .extensionDecl:
      return syntax.as(ExtensionDeclSyntax.self).map {
        TypeName.components(TypeName.text(of: $0.extendedType))
      }
    default: return nil
    }
  }

  /// The innermost type declaration or extension around `node`.
  package static func innermostType(of node: some SyntaxProtocol) -> EnclosingType? {
    var current = node.parent
    while let syntax = current {
      if let type = declaredType(syntax) { return type }
      current = syntax.parent
    }
    return nil
  }

  /// The names of every type declaration or extension around `node`, innermost first.
  package static func allTypeNames(of node: some SyntaxProtocol) -> [String] {
    var names: [String] = []
    var current = node.parent
    while let syntax = current {
      if let type = declaredType(syntax) { names.append(type.name) }
      current = syntax.parent
    }
    return names
  }

  /// The type `syntax` declares or extends, by its last name component (`extension
  /// Module.LoginBuilder<T>` → `LoginBuilder`); nil for other nodes.
  package static func declaredType(_ syntax: Syntax) -> EnclosingType? {
    guard let components = typeName(of: syntax), let name = components.last else { return nil }
    // By kind, not by a cast to `WithAttributesSyntax`, which asks the runtime for the node's
    // conformances; a protocol is never `@main`.
    let attributes: AttributeListSyntax? =
      switch syntax.kind {
      case .structDecl: syntax.as(StructDeclSyntax.self)?.attributes
      case .classDecl: syntax.as(ClassDeclSyntax.self)?.attributes
      case .enumDecl: syntax.as(EnumDeclSyntax.self)?.attributes
      case .actorDecl: syntax.as(ActorDeclSyntax.self)?.attributes
      case .extensionDecl: syntax.as(ExtensionDeclSyntax.self)?.attributes
      default: nil
      }
    let isMain =
      attributes?.contains { element in
        element.as(AttributeSyntax.self).map { TypeName.text(of: $0.attributeName) } == "main"
      } ?? false
    return EnclosingType(name: name, isMain: isMain)
  }

  /// The name of the variable a closure initialises (`let appReducer = Reducer { ... }`).
  package static func bindingName(around node: some SyntaxProtocol) -> String? {
    var current = node.parent
    while let syntax = current {
      if let binding = syntax.as(PatternBindingSyntax.self) {
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      }
      if syntax.is(CodeBlockItemSyntax.self) || syntax.is(MemberBlockItemSyntax.self) { return nil }
      current = syntax.parent
    }
    return nil
  }

  /// The function, property or method whose body holds `node` (`body`, `reducer`, `reduce`).
  package static func functionName(around node: some SyntaxProtocol) -> String? {
    var current = node.parent
    while let syntax = current {
      if let function = syntax.as(FunctionDeclSyntax.self) { return function.name.text }
      if let binding = syntax.as(PatternBindingSyntax.self) {
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      }
      if syntax.is(MemberBlockItemSyntax.self) { return nil }
      current = syntax.parent
    }
    return nil
  }
}
