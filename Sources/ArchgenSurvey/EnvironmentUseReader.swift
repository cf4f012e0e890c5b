import ArchgenLinter
import ArchgenSyntax
import SwiftSyntax

/// Collects the names a file reads (so a candidate can be ranked by the files that use
/// it), the injection wrappers it uses, and whether it calls `resolve`.
package final class EnvironmentUseReader: SyntaxVisitor {
  package private(set) var usedNames: Set<String> = []
  /// How often each name is read: the uses a proposal shows as evidence.
  package private(set) var useCounts: [String: Int] = [:]
  /// `X.shared`, `X.instance`: static members read through a type's name, with the members read
  /// through them in turn (`X.shared.api` → `api`), so a locator shows the services it hands out.
  package private(set) var memberChains: [String: Set<String>] = [:]
  /// `X.shared` → the members read through it that are read on in turn (`api` of `X.shared.api
  /// .items()`), and those called (`play` of `X.shared.play()`): what a type no Swift file declares
  /// hands out, and the work it does.
  package private(set) var chainReadsOn: [String: Set<String>] = [:]
  package private(set) var chainCalls: [String: Set<String>] = [:]
  /// Any name → the members read directly through it (`Biz.api` → `api`).
  package private(set) var memberReads: [String: Set<String>] = [:]
  /// Any name → the members called directly through it (`assemble` of `X.assemble(…)`).
  package private(set) var memberCalls: [String: Set<String>] = [:]
  package private(set) var wrappers: Set<String> = []
  /// Types a shared object is cast to and read through inline (`AppDelegate` of `(UIApplication
  /// .shared.delegate as! AppDelegate).printers`); the members are in `memberReads[type]`.
  package private(set) var castTypes: Set<String> = []
  /// Methods called on something (`getService` of `locator.getService()`).
  package private(set) var calledMethods: Set<String> = []
  package private(set) var callsResolve = false
  /// What resolve calls are made on, when it is a plain chain of names
  /// (`AppAssembly.shared.assembler.resolver` of `AppAssembly.shared.assembler.resolver.resolve(
  /// Feed.self)`): a container reached from a global or a singleton, whatever the chain's names.
  package private(set) var resolveBases: Set<String> = []
  /// Whether a resolve call is made on something else: a resolver the file is given or keeps
  /// (`resolver.resolve(Feed.self)`, `self.container.resolve(…)`).
  package private(set) var resolvesOffChain = false

  package init() { super.init(viewMode: .sourceAccurate) }

  package override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    let member = node.parent?.as(MemberAccessExprSyntax.self).flatMap {
      $0.base?.id == node.id ? $0 : nil
    }
    if case .identifier = node.baseName.tokenKind, let member {
      memberReads[name, default: []].insert(IdentifierName.of(member.declName.baseName))
      if member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id {
        memberCalls[name, default: []].insert(IdentifierName.of(member.declName.baseName))
      }
    }
    // `.environmentObject(Session.shared)` hands the value to the view tree: no read.
    guard !ViewEnvironmentHandOff.isHandedOn(node) else { return .visitChildren }
    usedNames.insert(name)
    useCounts[name, default: 0] += 1
    if name.first?.isUppercase ?? false, let member {
      let chain = "\(name).\(IdentifierName.of(member.declName.baseName))"
      // `Bootstrap.shared().registry`: an instance reached through a call given nothing.
      var through = Syntax(member)
      if let call = member.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == member.id, call.arguments.isEmpty,
        call.trailingClosure == nil
      {
        through = Syntax(call)
      }
      // `CoreAppConfiguration.shared?.api`, `Launcher.current!.wiring`: the same instance, read
      // when it is there.
      while let parent = through.parent,
        parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
      {
        through = parent
      }
      let nextAccess = through.parent?.as(MemberAccessExprSyntax.self)
        .flatMap { $0.base?.id == through.id ? $0 : nil }
      let next = nextAccess.map { IdentifierName.of($0.declName.baseName) }
      memberChains[chain, default: []].formUnion(next.map { [$0] } ?? [])
      if let nextAccess, let next { noteUse(of: next, at: nextAccess, through: chain) }
    }
    return .visitChildren
  }

  /// `X.shared.api.items()`: `api` is read on (a service handed out); `X.shared.play()`: `play` is
  /// called (work).
  private func noteUse(of member: String, at access: MemberAccessExprSyntax, through chain: String)
  {
    var node = Syntax(access)
    while let parent = node.parent,
      parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
    {
      node = parent
    }
    if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id
    {
      chainCalls[chain, default: []].insert(member)
    } else if let outer = node.parent?.as(MemberAccessExprSyntax.self), outer.base?.id == node.id {
      chainReadsOn[chain, default: []].insert(member)
    }
  }

  /// `(UIApplication.shared.delegate as! AppDelegate).printers`: what the file reads through the
  /// cast it reads through the type's one shared instance, as through an accessor written out
  /// each time (`var appDelegate: AppDelegate { UIApplication.shared.delegate as! AppDelegate }`).
  package override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if let base = node.base, let type = SharedObjectCast.type(of: base) {
      castTypes.insert(type)
      memberReads[type, default: []].insert(IdentifierName.of(node.declName.baseName))
      use(type)
    }
    return .visitChildren
  }

  /// `\SharedToolingContainer.logger`: the root is a type, not a reference.
  package override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
    if let root = node.root?.as(IdentifierTypeSyntax.self)?.name.text {
      use(root)
    }
    return .visitChildren
  }

  /// `@Injected(\.x)` reads Factory's `Container`; `@Dependency(\.x)` reads `DependencyValues`.
  package override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    let name = node.attributeName.trimmedDescription
    let isFactory = EnvironmentWords.factoryWrappers.contains(name)
    guard isFactory || EnvironmentWords.dependencyWrappers.contains(name) else {
      return .visitChildren
    }
    wrappers.insert(name)
    let keyPath = node.arguments?.as(LabeledExprListSyntax.self)?.first?.expression
      .as(KeyPathExprSyntax.self)
    let argument = node.arguments?.as(LabeledExprListSyntax.self)?.first?.expression
    let isMetatype = argument?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "self"
    if let keyPath, keyPath.root == nil {
      use(isFactory ? "Container" : "DependencyValues")
    } else if isMetatype, !isFactory {
      // `@Dependency(TopicClient.self)`: a key registered by its type.
      use("DependencyValues")
    } else if keyPath == nil, isFactory, node.arguments == nil {
      // Resolver's `@Injected var api: API` resolves from Resolver.
      use("Resolver")
    }
    return .visitChildren
  }

  /// `A.b.c` for a chain of names; nil for anything else (a call, an optional, `self`).
  package static func chain(_ expression: ExprSyntax) -> String? {
    chain(expression, throughOptionals: false)
  }

  /// With `throughOptionals`, an optional link is the same chain (`AppDelegate.shared?.injection`
  /// is `AppDelegate.shared.injection`): the same object, reached when it is there.
  package static func chain(_ expression: ExprSyntax, throughOptionals: Bool) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      case .identifier = reference.baseName.tokenKind
    {
      return reference.baseName.text
    }
    if throughOptionals {
      if let optional = expression.as(OptionalChainingExprSyntax.self) {
        return chain(optional.expression, throughOptionals: true)
      }
      if let forced = expression.as(ForceUnwrapExprSyntax.self) {
        return chain(forced.expression, throughOptionals: true)
      }
    }
    guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      let head = chain(base, throughOptionals: throughOptionals)
    else { return nil }
    return "\(head).\(IdentifierName.of(member.declName.baseName))"
  }

  /// `Helper.shared` of `Helper.shared.container().resolve(Feed.self)`: a container handed out by
  /// a method given nothing is the instance's, the one callers reach it through, whatever the
  /// method is called.
  private static func instance(gettingContainer base: ExprSyntax) -> ExprSyntax {
    var node = base
    while let forced = node.as(ForceUnwrapExprSyntax.self) { node = forced.expression }
    guard let call = node.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
      let instance = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
    else { return base }
    return instance
  }

  private func use(_ name: String) {
    usedNames.insert(name)
    useCounts[name, default: 0] += 1
  }

  /// A dependency resolution: `container.resolve(API.self)`, `resolve(\X.y)`,
  /// `Resolver.resolve()`; not any method that happens to be named `resolve`.
  package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let called = node.calledExpression
    let member = called.as(MemberAccessExprSyntax.self)
    let name =
      member?.declName.baseName.text ?? called.as(DeclReferenceExprSyntax.self)?.baseName.text
    if let name, member != nil { calledMethods.insert(name) }
    guard name == "resolve" else { return .visitChildren }
    let argument = node.arguments.first?.expression
    let isMetatype = argument?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "self"
    let isKeyPath = argument?.is(KeyPathExprSyntax.self) ?? false
    let onResolver = member?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Resolver"
    // A factory resolving from the container its registration closure is given is wiring.
    if isMetatype || isKeyPath || onResolver, !ResolverCall.isInRegistration(node) {
      callsResolve = true
      if let base = member?.base.map(Self.instance(gettingContainer:)),
        let chain = Self.chain(base, throughOptionals: true), chain.contains(".")
      {
        resolveBases.insert(chain)
      } else {
        resolvesOffChain = true
      }
    }
    return .visitChildren
  }
}
