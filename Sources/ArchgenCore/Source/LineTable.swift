import Foundation
import SwiftSyntax

/// A parsed file's `SourceLocationConverter`, built the first time a line or column is asked for
/// and then shared: by the threads of a run and by the copies of its `ParsedSource`.
final class LineTable: @unchecked Sendable {
  private let lock = NSLock()
  private var built: SourceLocationConverter?

  func converter(of source: ParsedSource) -> SourceLocationConverter {
    lock.lock()
    defer { lock.unlock() }
    if let built { return built }
    let path = source.path
    let tree = source.tree
    // Its walk recurses once per level of the tree, as the parse does.
    let converter = DeepStack.run { SourceLocationConverter(fileName: path, tree: tree) }
    built = converter
    return converter
  }
}
