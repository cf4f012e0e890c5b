import ArchgenSyntax
import SwiftSyntax

/// A value of a type that the files declare as a static member of it
/// (`extension Account { static let previewValue0: Self = … }`), so a test can name a value of
/// a type it cannot build, another module's among them: `.previewValue0`, where the type is
/// known from the context (a parameter, a payload, a field), so the test file need not import
/// the module that declares the type.
package struct StaticValue: Equatable, Sendable {
  /// The type the member belongs to, as its declaration or extension names it (`Account`,
  /// `Settings.Mode`).
  package var typeName: String
  package var member: String
  /// Declared `public` (or `open`): another target's test can read it.
  package var isPublic: Bool

  package var expression: String { ".\(member)" }
}

/// Collects the static properties whose type is the type they belong to: annotated `Self` or the
/// type's name, or initialized with `Self(…)`/`Name(…)`, not `private`, in a non-generic
/// type or an extension without a `where` clause, and not isolated to the main actor (a test
/// that is not `@MainActor` could not read it).
package final class StaticValueCollector: SyntaxVisitor {
  package private(set) var found: [StaticValue] = []

  package static func values(in tree: SourceFileSyntax) -> [StaticValue] {
    let collector = StaticValueCollector(viewMode: .sourceAccurate)
    collector.walk(tree)
    return collector.found
  }

  package override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    let modifiers = node.modifiers.map(\.name.tokenKind)
    guard modifiers.contains(.keyword(.static)),
      !node.modifiers.isFilePrivate,
      !Self.isMainActor(node.attributes), let owner = Self.owner(of: node)
    else { return .skipChildren }
    let simple = String(owner.name.split(separator: ".").last ?? "")
    let names: Set<String> = ["Self", owner.name, simple]
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        continue
      }
      let annotated = binding.typeAnnotation.map { names.contains($0.type.trimmedText) }
      let called = binding.initializer?.value.as(FunctionCallExprSyntax.self).map {
        names.contains($0.calledExpression.trimmedText)
      }
      guard annotated ?? called ?? false else { continue }
      found.append(
        StaticValue(
          typeName: owner.name, member: name,
          isPublic: owner.isPublic || modifiers.contains(.keyword(.public))
            || modifiers.contains(.keyword(.open))))
    }
    return .skipChildren
  }

  package override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
  package override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  private static func isMainActor(_ attributes: AttributeListSyntax?) -> Bool {
    attributes?.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "MainActor"
    } ?? false
  }

  /// The type a member belongs to: the nearest type declaration (qualified by those around it)
  /// or extension; nil inside a generic type, a constrained extension, or a private one.
  private static func owner(of node: VariableDeclSyntax) -> (name: String, isPublic: Bool)? {
    guard let parent = node.parent?.parent?.parent?.parent else { return nil }
    func level(_ modifiers: DeclModifierListSyntax) -> (hidden: Bool, isPublic: Bool) {
      (modifiers.isFilePrivate, modifiers.contains { $0.name.tokenKind == .keyword(.public) })
    }
    if let extended = parent.as(ExtensionDeclSyntax.self) {
      let access = level(extended.modifiers)
      guard extended.genericWhereClause == nil, !access.hidden,
        !isMainActor(extended.attributes)
      else { return nil }
      return (extended.extendedType.trimmedText, access.isPublic)
    }
    let declared: (name: TokenSyntax, modifiers: DeclModifierListSyntax, generic: Bool)?
    var attributes: AttributeListSyntax?
    if let type = parent.as(StructDeclSyntax.self) {
      declared = (type.name, type.modifiers, type.genericParameterClause != nil)
      attributes = type.attributes
    } else if let type = parent.as(EnumDeclSyntax.self) {
      declared = (type.name, type.modifiers, type.genericParameterClause != nil)
      attributes = type.attributes
    } else if let type = parent.as(ClassDeclSyntax.self) {
      declared = (type.name, type.modifiers, type.genericParameterClause != nil)
      attributes = type.attributes
    } else {
      declared = nil
    }
    guard let declared, !declared.generic, !level(declared.modifiers).hidden,
      !isMainActor(attributes)
    else { return nil }
    let path = SyntaxScope.typePath(of: parent) + [declared.name.text]
    return (path.joined(separator: "."), level(declared.modifiers).isPublic)
  }
}
