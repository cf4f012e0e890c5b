import ArchgenCore
import SwiftSyntax

/// The root type of a key path: `Container` in `\Container.api` and `\Container.shared.api`.
package enum KeyPathRoot {
  /// The root's name, nil for `\.api` (its root is inferred) or a root that is not a name.
  package static func name(of keyPath: KeyPathExprSyntax) -> String? {
    guard let root = keyPath.root else { return nil }
    if let identifier = root.as(IdentifierTypeSyntax.self) {
      return LintText.withoutBackticks(identifier.name.text)
    }
    if let member = root.as(MemberTypeSyntax.self) {
      return LintText.withoutBackticks(member.name.text)
    }
    return nil
  }

  /// The root names of every key path in `syntax` (an attribute's or a call's arguments).
  package static func names(in syntax: Syntax) -> [String] {
    if let keyPath = syntax.as(KeyPathExprSyntax.self) {
      return name(of: keyPath).map { [$0] } ?? []
    }
    return syntax.children(viewMode: .sourceAccurate).flatMap { names(in: $0) }
  }
}

/// A call that resolves a dependency from a container: `container.resolve(API.self)`,
/// `Resolver.resolve(API.self, name: "x")`, `resolve(\.api)`.
package enum ResolverCall {
  /// The called method's name: `resolve` of `container.resolve(...)` or of `resolve(...)`.
  package static func method(of call: FunctionCallExprSyntax) -> DeclReferenceExprSyntax? {
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName }
    return call.calledExpression.as(DeclReferenceExprSyntax.self)
  }

  /// A metatype (`API.self`) or a key path: what names a dependency.
  package static func isDependencyKey(_ expression: ExprSyntax) -> Bool {
    if expression.is(KeyPathExprSyntax.self) { return true }
    guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
    return member.declName.baseName.tokenKind == .keyword(.self) && member.base != nil
  }

  /// A call on `self` (bare or `self.resolve`) inside an extension: the extended type resolving
  /// from itself, a helper the DI library's own type gains (`extension Resolver { func
  /// resolveFeed() { resolve(Feed.self) } }`), not code that reaches for the container.
  package static func isContainersOwn(_ call: FunctionCallExprSyntax) -> Bool {
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      guard let base = member.base?.as(DeclReferenceExprSyntax.self),
        base.baseName.tokenKind == .keyword(.self)
      else { return false }
    }
    var current = call.parent
    while let node = current {
      if node.is(ExtensionDeclSyntax.self) { return true }
      if node.is(ClassDeclSyntax.self) || node.is(StructDeclSyntax.self)
        || node.is(EnumDeclSyntax.self) || node.is(ActorDeclSyntax.self)
        || node.is(ProtocolDeclSyntax.self)
      {
        return false
      }
      current = node.parent
    }
    return false
  }

  /// The first name of the receiver's member chain: `Resolver` of `Resolver.resolve`,
  /// `Container` of `Container.shared.resolve`; nil for a bare call.
  package static func rootName(of call: FunctionCallExprSyntax) -> String? {
    guard var expression = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else {
      return nil
    }
    while true {
      if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
        expression = base
      } else if let inner = expression.as(FunctionCallExprSyntax.self) {
        expression = inner.calledExpression
      } else if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
        expression = unwrap.expression
      } else if let chain = expression.as(OptionalChainingExprSyntax.self) {
        expression = chain.expression
      } else {
        break
      }
    }
    return expression.as(DeclReferenceExprSyntax.self).map {
      LintText.withoutBackticks($0.baseName.text)
    }
  }
}
