import Foundation
import SwiftSyntax

/// The `// archgen:enum-props` comment that selects the enum on the line below it.
public enum EnumPropertiesMarker {
  public static let text = "// archgen:enum-props"

  /// True when the marker is the last comment of `trivia` and no blank line separates it from the
  /// declaration.
  package static func isPresent(in trivia: Trivia) -> Bool {
    var marked = false
    var newlines = 0
    for piece in trivia {
      switch piece {
      case .lineComment(let comment):
        marked = comment.trimmingCharacters(in: .whitespaces) == text
        newlines = 0
      case .blockComment, .docLineComment, .docBlockComment:
        marked = false
      case .newlines(let count), .carriageReturns(let count), .carriageReturnLineFeeds(let count):
        newlines += count
      default:
        break
      }
    }
    return marked && newlines <= 1
  }
}
