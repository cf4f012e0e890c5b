import SwiftSyntax

/// Where a node sits among type declarations, read by walking up its parents.
enum SyntaxScope {
  /// The enclosing type path, outermost first: `extension AuthService.State` gives
  /// `["AuthService", "State"]`.
  static func typePath(of node: some SyntaxProtocol) -> [String] {
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
  static func typeName(of syntax: Syntax) -> [String]? {
    if let decl = syntax.as(StructDeclSyntax.self) { return [decl.name.text] }
    if let decl = syntax.as(ClassDeclSyntax.self) { return [decl.name.text] }
    if let decl = syntax.as(EnumDeclSyntax.self) { return [decl.name.text] }
    if let decl = syntax.as(ActorDeclSyntax.self) { return [decl.name.text] }
    if let decl = syntax.as(ProtocolDeclSyntax.self) { return [decl.name.text] }
    if let decl = syntax.as(ExtensionDeclSyntax.self) {
      return splitTypeName(decl.extendedType.trimmedDescription)
    }
    return nil
  }

  /// `AuthService.State` → `["AuthService", "State"]`, generic arguments dropped.
  static func splitTypeName(_ text: String) -> [String] {
    var depth = 0
    var plain = ""
    for character in text {
      if character == "<" {
        depth += 1
      } else if character == ">" {
        depth -= 1
      } else if depth == 0 {
        plain.append(character)
      }
    }
    return plain.split(separator: ".").map { $0.filter { !$0.isWhitespace } }
      .filter { !$0.isEmpty }
  }

  /// The name of the variable a closure initialises (`let appReducer = Reducer { ... }`).
  static func bindingName(around node: some SyntaxProtocol) -> String? {
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
  static func functionName(around node: some SyntaxProtocol) -> String? {
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
