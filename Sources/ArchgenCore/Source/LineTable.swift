import Foundation
import SwiftSyntax

/// A parsed file's `SourceLocationConverter`, built the first time a line or column is asked for
/// and then shared: by the threads of a run and by the copies of its `ParsedSource`.
final class LineTable: @unchecked Sendable {
  private let lock = NSLock()
  private var built: SourceLocationConverter?
  /// The tree was parsed from the file's text (a refused file's tree is empty): the parse keeps
  /// every byte, so the tree's lines are the text's.
  private let treeIsText: Bool

  init(treeIsText: Bool) {
    self.treeIsText = treeIsText
  }

  func converter(of source: ParsedSource) -> SourceLocationConverter {
    lock.lock()
    defer { lock.unlock() }
    if let built { return built }
    let converter: SourceLocationConverter
    if treeIsText, Self.readsText(source.text) {
      // The line ends found in the bytes: a scan, where the tree's table walks every token and
      // its trivia and copies the tree's bytes out again.
      converter = SourceLocationConverter.converter(fileName: source.path, source: source.text)
    } else {
      let path = source.path
      let tree = source.tree
      // Its walk recurses once per level of the tree, as the parse does.
      converter = DeepStack.run { SourceLocationConverter(fileName: path, tree: tree) }
    }
    built = converter
    return converter
  }

  /// Whether the line table read from `text` is the one the tree's walk gives. The two split
  /// lines at the same `\n`; they can differ only at a `\r` (the tree reads `\r\n` per token and
  /// trivia piece, the text as one run of bytes) and at a `#sourceLocation` directive (which only
  /// the tree's walk reads), so a file holding either is read through its tree.
  private static func readsText(_ text: String) -> Bool {
    !ByteSearch.containsAny(text, ["\r", "#sourceLocation"])
  }
}

/// The converter SwiftSyntax builds from a file's text (`init(file:source:)`). It is deprecated
/// because it ignores `#sourceLocation`, which `LineTable` never hands it; reached through this
/// protocol so that the build does not warn at each use.
private protocol TextLines {
  init(file: String, source: String)
}

extension TextLines {
  static func converter(fileName: String, source: String) -> Self {
    Self(file: fileName, source: source)
  }
}

extension SourceLocationConverter: TextLines {}
