import SwiftSyntax

/// The isolation a method's own declaration gives it: `@MainActor func onSkipped()`, or a method
/// of a `@MainActor extension`. A test that calls such a method synchronously must run on the main
/// actor too, whatever the type's own isolation.
package enum MethodIsolation {
  /// Whether `method`, or the extension that declares it, is marked `@MainActor`.
  package static func isMainActor(_ method: FunctionDeclSyntax) -> Bool {
    if marksMainActor(method.attributes) { return true }
    var node = method.parent
    while let current = node {
      if let extensionDecl = current.as(ExtensionDeclSyntax.self) {
        return marksMainActor(extensionDecl.attributes)
      }
      // A nested type's isolation is its own, read with the type.
      if current.is(ClassDeclSyntax.self) || current.is(StructDeclSyntax.self)
        || current.is(EnumDeclSyntax.self) || current.is(ActorDeclSyntax.self)
      {
        return false
      }
      node = current.parent
    }
    return false
  }

  private static func marksMainActor(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor"
    }
  }
}
