import SwiftSyntax

/// One `// archgen:disable...` or `// archgen:enable ...` comment.
public struct SuppressionCommand: Sendable, Hashable {
  public enum Action: Sendable, Hashable {
    /// `archgen:disable:next`: the line after the comment.
    case disableNext
    /// `archgen:disable:this`: the comment's own line.
    case disableThis
    /// `archgen:disable`: from the comment to the matching `archgen:enable`.
    case disable
    case enable
  }

  public static let allRules = "all"
  /// Every suppression comment starts with this.
  public static let prefix = "archgen:"

  public var action: Action
  /// Rule ids, or `all`.
  public var rules: [String]
  public var line: Int
  public var column: Int

  /// Reads every suppression comment from the comment trivia of `parsed`.
  public static func commands(in parsed: ParsedSource) -> [SuppressionCommand] {
    var commands: [SuppressionCommand] = []
    for token in parsed.tree.tokens(viewMode: .sourceAccurate) {
      var offset = token.position.utf8Offset
      for piece in token.leadingTrivia {
        collect(piece, at: offset, parsed, into: &commands)
        offset += piece.sourceLength.utf8Length
      }
      offset = token.endPositionBeforeTrailingTrivia.utf8Offset
      for piece in token.trailingTrivia {
        collect(piece, at: offset, parsed, into: &commands)
        offset += piece.sourceLength.utf8Length
      }
    }
    return commands
  }

  private static func collect(
    _ piece: TriviaPiece, at offset: Int, _ parsed: ParsedSource,
    into commands: inout [SuppressionCommand]
  ) {
    guard case .lineComment(let text) = piece, let parsedCommand = parse(text) else { return }
    let (line, column) = parsed.location(of: AbsolutePosition(utf8Offset: offset))
    commands.append(
      SuppressionCommand(
        action: parsedCommand.action, rules: parsedCommand.rules, line: line, column: column))
  }

  /// `// archgen:disable:next rule-a rule-b - why` → (.disableNext, [rule-a, rule-b]).
  static func parse(_ comment: String) -> (action: Action, rules: [String])? {
    let body = LintText.trimmed(comment.dropFirst(2))
    let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard let directive = words.first else { return nil }
    let action: Action
    switch directive {
    case "archgen:disable:next": action = .disableNext
    case "archgen:disable:this": action = .disableThis
    case "archgen:disable": action = .disable
    case "archgen:enable": action = .enable
    default: return nil
    }
    let rules = Array(words.dropFirst().prefix(while: isRuleID))
    return rules.isEmpty ? nil : (action, rules)
  }

  private static func isRuleID(_ word: String) -> Bool {
    word.first?.isLetter == true
      && word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
  }
}
