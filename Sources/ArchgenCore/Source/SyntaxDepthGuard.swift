@_spi(RawSyntax) import SwiftSyntax

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
    // Every parsed file is asked, and nearly none is too deep: the raw tree answers that without
    // making a `Syntax` node per child (a walk of those cost as much as a sixth of the parse).
    guard anyTooDeep(tree.raw) else { return nil }
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

  /// Whether any node of the raw tree is deeper than `limit`. The raw tree holds every node the
  /// walk above visits (and the missing ones it skips), each at the same depth, so a raw tree
  /// within the limit has no node too deep to report. Recursive, at most `limit` calls deep, on
  /// the parse's deep stack (`DeepStack`): a token answers by having no layout, with no stack of
  /// pending nodes to fill and empty (this walk is asked of every parsed file).
  private static func anyTooDeep(_ root: RawSyntax) -> Bool {
    anyTooDeep(root, depth: 1)
  }

  private static func anyTooDeep(_ node: RawSyntax, depth: Int) -> Bool {
    guard let layout = node.layoutView else { return false }
    // A child of this node would be deeper than the limit.
    if depth >= limit { return layout.children.contains { $0 != nil } }
    for case let child? in layout.children where anyTooDeep(child, depth: depth + 1) {
      return true
    }
    return false
  }
}
