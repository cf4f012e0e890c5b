import SwiftSyntax

/// The methods of a struct that can change a value it stores, and so are its events: its
/// `mutating` methods (`mutating func channelActive()`); and every method when a property wrapper
/// holds the value (`@State`, `@Observable(.idle) var phase`): the wrapper is a box whose setter
/// needs no `mutating`. A struct's other methods only read it.
enum ValueTypeEvents {
  static func changing(
    _ holder: String, of type: StructDeclSyntax, among methods: [FunctionDeclSyntax]
  ) -> [FunctionDeclSyntax] {
    if isWrapped(holder, in: type) { return methods }
    return methods.filter { $0.modifiers.isMutating }
  }

  /// Whether the struct declares `name` with a custom attribute (a wrapper's type name, never a
  /// built-in lowercase one such as `@available` or `@objc`).
  private static func isWrapped(_ name: String, in type: StructDeclSyntax) -> Bool {
    type.memberBlock.members.contains { member in
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        variable.bindings.contains(where: {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        })
      else { return false }
      return variable.attributes.contains {
        guard let attribute = $0.as(AttributeSyntax.self) else { return false }
        return attribute.attributeName.trimmedText.first?.isUppercase == true
      }
    }
  }
}
