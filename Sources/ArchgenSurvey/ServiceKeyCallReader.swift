import SwiftSyntax

/// Calls a file makes on a service key reached through a chain of names
/// (`Container.shared.feed.register { LiveFeed() }`, `let feed = Container.shared.feed.resolve()`),
/// known by what the call does, whatever its name: one given a closure that makes the service
/// replaces how the key makes it, one given nothing whose result the code uses hands the service
/// out, unless the app's root makes it to build the first screen (wiring). Calls in previews
/// (`#Preview`, a `PreviewProvider`) set up a canvas, not the app.
package final class ServiceKeyCallReader: SyntaxVisitor {
  package struct KeyCall: Sendable, Equatable, Hashable {
    /// The chain's first name (`Container` of `Container.shared.feed`).
    package var root: String
    package var key: String
    package var method: String
    /// Given a closure (`register { … }`): a new way to make the service.
    package var givesFactory: Bool
    /// Given nothing, and its result is used (assigned, passed, returned): a lookup.
    package var handsOut: Bool
  }

  package private(set) var calls: Set<KeyCall> = []

  package init() { super.init(viewMode: .sourceAccurate) }

  package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let called = node.calledExpression.as(MemberAccessExprSyntax.self),
      let keyAccess = called.base?.as(MemberAccessExprSyntax.self),
      let root = keyAccess.base.flatMap(EnvironmentUseReader.chain),
      root.first?.isUppercase ?? false, !Self.isInPreview(Syntax(node))
    else { return .visitChildren }
    let givesFactory =
      node.trailingClosure != nil
      || node.arguments.contains { $0.expression.is(ClosureExprSyntax.self) }
    // The app's root (its delegate, its `@main` type) pulling a service to build the first
    // screen is wiring, as a registration's factory is.
    let handsOut =
      node.arguments.isEmpty && node.trailingClosure == nil
      && node.additionalTrailingClosures.isEmpty && !Self.isStatement(node)
      && !Self.isInAppRoot(Syntax(node))
    guard givesFactory || handsOut else { return .visitChildren }
    calls.insert(
      KeyCall(
        root: String(root.prefix { $0 != "." }), key: keyAccess.declName.baseName.text,
        method: called.declName.baseName.text,
        givesFactory: givesFactory, handsOut: handsOut))
    return .visitChildren
  }

  /// A call whose result nothing takes (`Container.shared.feed.reset()` on its own line).
  private static func isStatement(_ node: FunctionCallExprSyntax) -> Bool {
    var current = Syntax(node)
    while let parent = current.parent {
      if parent.is(CodeBlockItemSyntax.self) { return true }
      if parent.is(AwaitExprSyntax.self) || parent.is(TryExprSyntax.self) {
        current = parent
        continue
      }
      return false
    }
    return false
  }

  /// The platform's entry points: what builds the first screen.
  private static let rootProtocols: Set<String> = [
    "UIApplicationDelegate", "NSApplicationDelegate", "UIWindowSceneDelegate", "App",
  ]

  /// Inside the app's delegate, its scene delegate or its `@main` type.
  private static func isInAppRoot(_ node: Syntax) -> Bool {
    var current = node.parent
    while let syntax = current {
      let (attributes, inherited): (AttributeListSyntax?, InheritanceClauseSyntax?) =
        if let type = syntax.as(ClassDeclSyntax.self) {
          (type.attributes, type.inheritanceClause)
        } else if let type = syntax.as(StructDeclSyntax.self) {
          (type.attributes, type.inheritanceClause)
        } else if let type = syntax.as(ExtensionDeclSyntax.self) {
          (type.attributes, type.inheritanceClause)
        } else {
          (nil, nil)
        }
      let isMain =
        attributes?.contains {
          $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main"
        } ?? false
      let conforms =
        inherited?.inheritedTypes.contains {
          rootProtocols.contains($0.type.trimmedDescription)
        } ?? false
      if isMain || conforms { return true }
      current = syntax.parent
    }
    return false
  }

  /// Inside `#Preview { … }`, a `PreviewProvider` or its `previews`.
  package static func isInPreview(_ node: Syntax) -> Bool {
    var current = node.parent
    while let syntax = current {
      if let macro = syntax.as(MacroExpansionExprSyntax.self),
        macro.macroName.text == "Preview"
      {
        return true
      }
      if let macro = syntax.as(MacroExpansionDeclSyntax.self),
        macro.macroName.text == "Preview"
      {
        return true
      }
      if let variable = syntax.as(VariableDeclSyntax.self),
        variable.bindings.contains(where: {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "previews"
        })
      {
        return true
      }
      let inherited =
        syntax.as(StructDeclSyntax.self)?.inheritanceClause
        ?? syntax.as(ExtensionDeclSyntax.self)?.inheritanceClause
      if let inherited,
        inherited.inheritedTypes.contains(where: {
          $0.type.trimmedDescription == "PreviewProvider"
        })
      {
        return true
      }
      current = syntax.parent
    }
    return false
  }
}
