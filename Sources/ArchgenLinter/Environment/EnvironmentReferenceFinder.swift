import ArchgenConfig
import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// Finds every reference to the environment's names and every call to a mutator, and classifies
/// each as a read or a mutation. Comments and string literals are trivia or literal tokens, so they
/// never produce a reference. Each reference costs a few walks up its ancestors; what a scope
/// declares is read once per scope, so the work grows with the file, not with its square.
package struct EnvironmentReferenceFinder {
  package let names: Set<String>
  package let mutators: [String]
  /// Members that are the environment itself (`CurrentEnvironment.env`).
  package var accessors: Set<String> = []
  /// Types that are the environment's own (declared type of the global accessor and so on).
  package var environmentTypes: Set<String> = []
  /// Property wrappers that inject from the environment (`@Injected(\.api)`).
  package var propertyWrappers: Set<String> = []
  /// Methods that resolve a dependency (`container.resolve(API.self)`).
  package var resolvers: Set<String> = []

  package init(
    names: Set<String>, mutators: [String], accessors: Set<String> = [],
    environmentTypes: Set<String> = [], propertyWrappers: Set<String> = [],
    resolvers: Set<String> = []
  ) {
    self.names = names
    self.mutators = mutators
    self.accessors = accessors
    self.environmentTypes = environmentTypes
    self.propertyWrappers = propertyWrappers
    self.resolvers = resolvers
  }

  package init(_ environment: LintConfig.EnvironmentConfig, environmentTypes: Set<String>) {
    self.init(
      names: Set(environment.names), mutators: environment.mutators,
      accessors: Set(environment.accessors), environmentTypes: environmentTypes,
      propertyWrappers: Set(environment.propertyWrappers), resolvers: Set(environment.resolvers))
  }

  /// The byte strings every reference contains: the names, the exact mutators (a glob mutator
  /// only matches a call on a name), the injecting property wrappers and the resolver methods.
  /// Lint's prefilter searches the same.
  package static func needles(_ environment: LintConfig.EnvironmentConfig) -> [String] {
    Set(environment.names + environment.propertyWrappers + environment.resolvers).sorted()
      + environment.mutators.filter { !MutatorPattern.isGlob($0) }
  }

  private var needles: [String] {
    Set(names).union(propertyWrappers).union(resolvers).sorted()
      + mutators.filter { !MutatorPattern.isGlob($0) }
  }

  /// The references, and the work done (ancestors and scope children visited) for tests.
  /// Only the branches of the tree whose text holds one of the names or mutators are walked (a
  /// byte search finds where), so a file costs little more than its parse.
  /// `text` is the tree's source when the caller has it (else it is printed from the tree).
  /// `entries` are the configured names, wrappers (`@Injected`) and resolver methods the file
  /// uses, exempt or not: a run where one occurs nowhere checks nothing for it.
  package func references(in tree: SourceFileSyntax, text: String? = nil) -> (
    references: [EnvironmentReference], steps: Int, entries: Set<String>
  ) {
    let offsets = ByteSearch.offsets(of: needles, in: text ?? tree.description)
    let visitor = Visitor(finder: self)
    if !offsets.isEmpty { visitor.walk(Syntax(tree), offsets: offsets) }
    let entries = Set(visitor.found.map(\.name)).intersection(names).union(visitor.entries)
    return (visitor.found, visitor.steps + visitor.shadowing.steps, entries)
  }

  private final class Visitor {
    let finder: EnvironmentReferenceFinder
    let shadowing: ShadowingResolver
    let classifier: MutationClassifier
    var found: [EnvironmentReference] = []
    /// Wrappers (`@Injected`) and resolvers used where a name already reports the read.
    var entries: Set<String> = []
    var steps = 0

    init(finder: EnvironmentReferenceFinder) {
      self.finder = finder
      shadowing = ShadowingResolver(names: finder.names)
      classifier = MutationClassifier(mutators: finder.mutators, accessors: finder.accessors)
    }

    /// Pre-order, as a `SyntaxVisitor` would, into the children whose range holds an offset.
    func walk(_ node: Syntax, offsets: [Int]) {
      guard Self.holds(offsets, from: node.position.utf8Offset, to: node.endPosition.utf8Offset)
      else { return }
      // The kind is read once, before any cast: most nodes walked are none of these.
      switch node.kind {
      case .declReferenceExpr: visit(node.cast(DeclReferenceExprSyntax.self))
      case .closureCapture: visit(node.cast(ClosureCaptureSyntax.self))
      case .keyPathExpr: visit(node.cast(KeyPathExprSyntax.self))
      case .attribute: visit(node.cast(AttributeSyntax.self))
      case .functionCallExpr: visit(node.cast(FunctionCallExprSyntax.self))
      case .identifierType: occurs(node.cast(IdentifierTypeSyntax.self).name)
      case .identifierPattern: occurs(node.cast(IdentifierPatternSyntax.self).identifier)
      default:
        // Every named declaration is a declaration: the kind is read first, as the cast to a
        // protocol asks the runtime for the node's conformances.
        if node.is(DeclSyntax.self), let declaration = node.asProtocol(NamedDeclSyntax.self) {
          occurs(declaration.name)
        }
      }
      for child in node.children(viewMode: .sourceAccurate) { walk(child, offsets: offsets) }
    }

    /// Whether some offset lies in `start..<end` (a binary search over the sorted offsets).
    private static func holds(_ offsets: [Int], from start: Int, to end: Int) -> Bool {
      var low = 0
      var high = offsets.count
      while low < high {
        let middle = (low + high) / 2
        if offsets[middle] < start { low = middle + 1 } else { high = middle }
      }
      return low < offsets.count && offsets[low] < end
    }

    func visit(_ node: DeclReferenceExprSyntax) {
      let name = LintText.withoutBackticks(node.baseName.text)
      if finder.names.contains(name), !isMemberName(node), !shadowing.isShadowed(name, at: node) {
        let mutated = classifier.mutatedExpression(rootedAt: node)
        append(mutated == nil ? .read : .mutation, name, at: mutated ?? Syntax(node))
      } else if finder.mutators.contains(name), isBareCall(node) {
        append(.mutation, name, at: Syntax(node))
      }
    }

    /// A name declared or written as a type (`extension DependencyValues`, `var Current`): not a
    /// read, but the entry occurs in the linted files.
    private func occurs(_ token: TokenSyntax) {
      let name = LintText.withoutBackticks(token.text)
      if finder.names.contains(name) { entries.insert(name) }
    }

    /// `{ [Current] in ... }` copies the environment where the closure is made: a read there.
    func visit(_ node: ClosureCaptureSyntax) {
      let name = LintText.withoutBackticks(node.name.text)
      if node.initializer == nil, finder.names.contains(name),
        !shadowing.isShadowed(name, at: node)
      {
        append(.read, name, at: Syntax(node.name))
      }
    }

    /// `\Container.api`, `\Container.shared.api`: a key path rooted at the environment's type
    /// (Factory's `@LazyInjected(\Container.api)`, `resolve(\Container.api)`).
    func visit(_ node: KeyPathExprSyntax) {
      guard let name = KeyPathRoot.name(of: node), finder.names.contains(name),
        let root = node.root
      else { return }
      append(.read, name, at: Syntax(root))
    }

    /// `@Injected(\.api) var api`, `@LazyInjected var api: API`: a variable that a configured
    /// property wrapper fills from the environment. A key path rooted at a name is reported as
    /// that key path instead.
    func visit(_ node: AttributeSyntax) {
      let written = TypeName.text(of: node.attributeName)
      // `@Dependencies.Dependency`: the wrapper `Dependency`, written with its module's name.
      let name =
        finder.propertyWrappers.contains(written)
        ? written : TypeName.components(written).last ?? written
      guard finder.propertyWrappers.contains(name) else { return }
      entries.insert("@" + name)
      guard !holdsRootedKeyPath(node.arguments) else { return }
      append(.read, "@" + name, at: Syntax(node.attributeName), via: "@" + name)
    }

    /// `container.resolve(API.self)`, `resolve(\.api)`: a configured resolver method given a
    /// metatype or a key path. A call on a name (`Resolver.resolve(...)`) or with a key path
    /// rooted at one is already a reference to that name.
    func visit(_ node: FunctionCallExprSyntax) {
      guard !finder.resolvers.isEmpty, let method = ResolverCall.method(of: node),
        finder.resolvers.contains(method.baseName.text)
      else { return }
      // `Container.shared.feed.resolve()`: a key of a configured name handing its service out;
      // the name already reports the read, the resolver occurs.
      if node.arguments.isEmpty,
        ResolverCall.rootName(of: node).map(finder.names.contains) ?? false
      {
        entries.insert(method.baseName.text)
        return
      }
      guard let argument = node.arguments.first?.expression, ResolverCall.isDependencyKey(argument)
      else { return }
      entries.insert(method.baseName.text)
      guard !holdsRootedKeyPath(node.arguments),
        !(ResolverCall.rootName(of: node).map(finder.names.contains) ?? false),
        !ResolverCall.isContainersOwn(node), !ResolverCall.isInRegistration(node)
      else { return }
      append(
        .read, method.baseName.text, at: Syntax(method),
        via: node.calledExpression.tokens(viewMode: .sourceAccurate).map(\.text).joined())
    }

    private func holdsRootedKeyPath(_ syntax: (some SyntaxProtocol)?) -> Bool {
      guard let syntax else { return false }
      return KeyPathRoot.names(in: Syntax(syntax)).contains(where: finder.names.contains)
    }

    private func append(
      _ kind: EnvironmentReference.Kind, _ name: String, at node: Syntax, via: String? = nil
    ) {
      let context = ReferenceContext(of: node, steps: &steps)
      found.append(
        EnvironmentReference(
          kind: kind, name: name, via: via,
          position: node.positionAfterSkippingLeadingTrivia.utf8Offset,
          enclosingType: SyntaxScope.innermostType(of: node),
          isInEnvironmentDeclaration: isInEnvironmentDeclaration(node, context: context),
          context: context))
    }

    /// `x.Current`: the name of a member of something else, not the global.
    private func isMemberName(_ node: DeclReferenceExprSyntax) -> Bool {
      // `\.Current`, `\X.Current`: a key path's component names a member too.
      if node.parent?.is(KeyPathPropertyComponentSyntax.self) ?? false { return true }
      guard let member = node.parent?.as(MemberAccessExprSyntax.self) else { return false }
      return member.declName.id == node.id
    }

    private func isBareCall(_ node: DeclReferenceExprSyntax) -> Bool {
      node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
    }

    /// Inside the environment type's declaration or extensions (or a type nested in them), a
    /// global `var Current = ...`, or a mutator's own definition.
    private func isInEnvironmentDeclaration(_ node: Syntax, context: ReferenceContext) -> Bool {
      // An injecting wrapper's own body (`@propertyWrapper final class Injected`) is how the
      // environment is read, as much a part of it as the environment's own type.
      if context.typeNames.contains(where: {
        finder.names.contains($0) || finder.environmentTypes.contains($0)
          || finder.propertyWrappers.contains($0)
      }) {
        return true
      }
      var current = node.parent
      while let syntax = current {
        steps += 1
        if let variable = syntax.as(VariableDeclSyntax.self),
          variable.parent?.parent?.parent?.is(SourceFileSyntax.self) ?? false,
          variable.bindings.contains(where: { binding in
            binding.pattern.as(IdentifierPatternSyntax.self).map {
              finder.names.contains(LintText.withoutBackticks($0.identifier.text))
            } ?? false
          })
        {
          return true
        }
        // Exact names only: a glob (`set*`) would exempt every `setUp()` in the app; a glob
        // mutator is a method of the environment's type, exempt as that type.
        if let function = syntax.as(FunctionDeclSyntax.self),
          finder.mutators.contains(LintText.withoutBackticks(function.name.text))
        {
          return true
        }
        current = syntax.parent
      }
      return false
    }
  }
}
