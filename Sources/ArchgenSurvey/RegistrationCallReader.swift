import ArchgenLinter
import ArchgenSyntax
import SwiftSyntax

/// Calls that put a new way to make a service into a container reached through a chain of names,
/// known by what they do whatever the method is called: given a closure that makes a value, and
/// either made on the named type itself (`Resolver.register { keychain as SecureStorage }`) or
/// given the service's type (`DIContainer.shared.container.register(DetailModel.self) { … }`,
/// also through a local bound to the chain: `let container = DIContainer.shared.container`).
/// Calls inside the named type's own declaration or extension are it filling itself; calls on a
/// container the code is given (`container.register(…)` in an assembly) reach no name.
package final class RegistrationCallReader: SyntaxVisitor {
  /// The chain's first name (`DIContainer`) → the methods called (`register`).
  package private(set) var calls: [String: Set<String>] = [:]

  private var aliases: [String: String] = [:]

  package init() { super.init(viewMode: .sourceAccurate) }

  /// `let container = DIContainer.shared.container`: the local stands for the chain's root.
  package override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let value = node.initializer?.value,
      let root = Self.root(of: value)
    {
      aliases[name] = root
    }
    return .visitChildren
  }

  package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let called = node.calledExpression.as(MemberAccessExprSyntax.self),
      let base = called.base, let chain = EnvironmentUseReader.chain(base),
      !ServiceKeyCallReader.isInPreview(Syntax(node))
    else { return .visitChildren }
    let first = String(chain.prefix { $0 != "." })
    guard let root = first.first?.isUppercase ?? false ? first : aliases[first],
      !SyntaxScope.allTypeNames(of: node).contains(root), Self.makesValue(node)
    else { return .visitChildren }
    let onType = !chain.contains(".") && first == root
    let byType = node.arguments.contains { ResolverCall.isDependencyKey($0.expression) }
    guard onType || byType else { return .visitChildren }
    calls[root, default: []].insert(called.declName.baseName.text)
    return .visitChildren
  }

  /// The chain's first name when it is a type's (`DIContainer` of `DIContainer.shared.container`).
  private static func root(of expression: ExprSyntax) -> String? {
    guard let chain = EnvironmentUseReader.chain(expression) else { return nil }
    let first = String(chain.prefix { $0 != "." })
    return first.first?.isUppercase ?? false ? first : nil
  }

  /// Given a closure that hands back a service: `{ analytics }`, `{ DiskStore() as Storing }`,
  /// `{ r in Model(api: r.api) }`, `return .init(…)`. Not a callback that does work with what it is
  /// given (`{ status in handle(status) }`, `{ self.items = $0 }`).
  private static func makesValue(_ node: FunctionCallExprSyntax) -> Bool {
    let closures =
      [node.trailingClosure].compactMap { $0 }
      + node.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
    return closures.contains { closure in
      let returned =
        closure.statements.count == 1
        ? closure.statements.first?.item.as(ExprSyntax.self)
        : closure.statements.last?.item.as(ReturnStmtSyntax.self)?.expression
      return returned.map(isMade) ?? false
    }
  }

  /// A value (`analytics`), a type made (`DiskStore()`, `.init(…)`, `Model.init(…)`), either cast.
  private static func isMade(_ expression: ExprSyntax) -> Bool {
    let value = PlainExpression.uncast(expression)
    if let reference = value.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.tokenKind != .keyword(.self)
    }
    guard let call = value.as(FunctionCallExprSyntax.self) else { return false }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName.tokenKind == .keyword(.`init`)
    }
    let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    return name?.first?.isUppercase ?? false
  }
}
