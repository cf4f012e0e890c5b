import SwiftSyntax

/// Finds a syntax tree too deep to walk safely. Brackets are bounded by `NestingGuard` before the
/// parse, but a tree also deepens without them, one level per link: a chain of 500,000 members
/// (`Current.x.x.x…`), 100,000 `else if`s, a long run of casts or prefix operators. Every syntax
/// walk (swift-syntax's own `SourceLocationConverter` included) recurses once per level, so such a
/// tree exhausts any stack; code never nests like that, and such a file is refused after the
/// parse, with a located error, as `NestingGuard` refuses one before it.
package enum SyntaxDepthGuard {
  /// Far above real code (a few hundred levels) and above what 512 brackets can build, yet a walk
  /// this deep needs only a few megabytes of stack.
  package static let limit = 4_000

  /// The first node deeper than `limit`, found without recursion; nil when the tree is safe.
  package static func firstTooDeep(_ tree: SourceFileSyntax) -> Syntax? {
    var pending: [(node: Syntax, depth: Int)] = [(Syntax(tree), 1)]
    while let (node, depth) = pending.popLast() {
      if depth > limit { return node }
      // Reversed, so that the first child is walked first and the first deep node is reported.
      for child in node.children(viewMode: .sourceAccurate).reversed() {
        pending.append((child, depth + 1))
      }
    }
    return nil
  }
}
