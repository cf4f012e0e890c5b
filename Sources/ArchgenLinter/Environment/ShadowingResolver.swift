import ArchgenCore
import SwiftSyntax

/// Decides whether a name at some point in the code means a local declaration (a variable,
/// parameter, pattern binding, catch binding, capture or property) rather than the global of that
/// name. What each scope binds is computed once per scope and cached, so a file with many
/// references costs one walk up the ancestors per reference, never a scan of a scope's siblings.
package final class ShadowingResolver {
  /// The names whose shadowing matters (the environment's names); others are never collected.
  private let names: Set<String>
  /// Names a scope binds for all of its body (parameters, members, patterns).
  private var wholeScope: [SyntaxIdentifier: Set<String>] = [:]
  /// Names a statement list binds from a position on (locals, `guard let`).
  private var fromPosition: [SyntaxIdentifier: [String: Int]] = [:]
  /// Ancestors visited and scope children read: the work done, for tests that check linear time.
  package private(set) var steps = 0

  package init(names: Set<String>) { self.names = names }

  /// One question, without a cache: for rules that ask about a few names.
  package static func isShadowed(_ name: String, at node: some SyntaxProtocol) -> Bool {
    ShadowingResolver(names: [name]).isShadowed(name, at: node)
  }

  package func isShadowed(_ name: String, at node: some SyntaxProtocol) -> Bool {
    var child = Syntax(node)
    while let parent = child.parent {
      steps += 1
      // `case let .some(Current)`: the name is being bound here, not read. Every ancestor of
      // every reference is asked: the kind is read once, before any cast.
      if parent.kind == .valueBindingPattern { return true }
      if declaresLocally(name, in: parent, before: child) { return true }
      child = parent
    }
    return false
  }

  private func declaresLocally(_ name: String, in parent: Syntax, before child: Syntax) -> Bool {
    if parent.kind == .codeBlockItemList, let items = parent.as(CodeBlockItemListSyntax.self) {
      // File-level declarations are the globals themselves.
      guard !(items.parent?.is(SourceFileSyntax.self) ?? true) else { return false }
      guard let start = orderedBindings(items)[name] else { return false }
      return start < child.position.utf8Offset
    }
    return ScopeBody.opensScope(parent, for: child) && wholeScopeBindings(parent).contains(name)
  }

  private func orderedBindings(_ items: CodeBlockItemListSyntax) -> [String: Int] {
    if let cached = fromPosition[items.id] { return cached }
    var found: [String: Int] = [:]
    for item in items {
      steps += 1
      let bound: Set<String>
      if let variable = item.item.as(VariableDeclSyntax.self) {
        bound = identifiers(in: variable.bindings.map { Syntax($0.pattern) })
      } else if let guardStmt = item.item.as(GuardStmtSyntax.self) {
        bound = identifiers(in: ScopeBody.conditionPatterns(guardStmt.conditions))
      } else {
        continue
      }
      // Bound after its own statement: `let Current = Current` reads the global.
      for name in bound where found[name] == nil { found[name] = item.endPosition.utf8Offset - 1 }
    }
    fromPosition[items.id] = found
    return found
  }

  private func wholeScopeBindings(_ parent: Syntax) -> Set<String> {
    if let cached = wholeScope[parent.id] { return cached }
    let scope = ScopeBody.scope(parent)
    steps += scope.patterns.count
    var bound = identifiers(in: scope.patterns)
    bound.formUnion(scope.plainNames.filter(names.contains))
    wholeScope[scope.id] = bound
    return bound
  }

  /// The environment names that `patterns` bind: identifier patterns, and names under `let`/`var`
  /// (`case .some(let Current)`, `case let .some(Current)`), never a name an expression pattern
  /// compares with (`case Current:`).
  private func identifiers(in patterns: [Syntax]) -> Set<String> {
    var result: Set<String> = []
    for pattern in patterns {
      for token in pattern.tokens(viewMode: .sourceAccurate) {
        steps += 1
        guard case .identifier(let text) = token.tokenKind else { continue }
        let name = LintText.withoutBackticks(text)
        if names.contains(name), isBinding(token, within: pattern) { result.insert(name) }
      }
    }
    return result
  }

  private func isBinding(_ token: TokenSyntax, within pattern: Syntax) -> Bool {
    if token.parent?.is(IdentifierPatternSyntax.self) ?? false { return true }
    var current = token.parent
    while let node = current, node.id != pattern.id {
      steps += 1
      if node.is(ValueBindingPatternSyntax.self) { return true }
      current = node.parent
    }
    return pattern.is(ValueBindingPatternSyntax.self)
  }
}
