import SwiftSyntax

/// One `// archgen:disable...` or `// archgen:enable ...` comment.
public struct SuppressionCommand: Sendable, Hashable {
  public enum Action: Sendable, Hashable {
    /// `archgen:disable:next`: the line after the comment.
    case disableNext
    /// `archgen:disable:this`: the comment's own line.
    case disableThis
    /// `swiftlint:disable:previous` (through an alias): the line before the comment.
    case disablePrevious
    /// `archgen:disable`: from the comment to the matching `archgen:enable`.
    case disable
    case enable
  }

  public static let allRules = "all"
  /// Every suppression comment starts with this.
  public static let prefix = "archgen:"
  /// SwiftLint's comments, honoured for the rule names in `lint.suppression_aliases`.
  public static let swiftLintPrefix = "swiftlint:"

  public var action: Action
  /// Rule ids, or `all`.
  public var rules: [String]
  public var line: Int
  public var column: Int
  /// Another tool's comment honoured through an alias: never reported as superfluous, since it
  /// may be there for that tool.
  public var isAlias = false

  /// Reads every suppression comment from the comment trivia of `parsed`; `aliases` maps other
  /// tools' rule names (SwiftLint's) to archgen rule ids.
  public static func commands(in parsed: ParsedSource, aliases: [String: String] = [:])
    -> [SuppressionCommand]
  {
    var commands: [SuppressionCommand] = []
    for token in parsed.tree.tokens(viewMode: .sourceAccurate) {
      var offset = token.position.utf8Offset
      for piece in token.leadingTrivia {
        collect(piece, at: offset, parsed, aliases, into: &commands)
        offset += piece.sourceLength.utf8Length
      }
      offset = token.endPositionBeforeTrailingTrivia.utf8Offset
      for piece in token.trailingTrivia {
        collect(piece, at: offset, parsed, aliases, into: &commands)
        offset += piece.sourceLength.utf8Length
      }
    }
    return commands
  }

  private static func collect(
    _ piece: TriviaPiece, at offset: Int, _ parsed: ParsedSource, _ aliases: [String: String],
    into commands: inout [SuppressionCommand]
  ) {
    guard case .lineComment(let text) = piece else { return }
    var isAlias = false
    var found = parse(text)
    if found == nil, !aliases.isEmpty, let foreign = parse(text, prefix: swiftLintPrefix) {
      let rules = foreign.rules.compactMap { aliases[$0] }
      if !rules.isEmpty { found = (foreign.action, rules) }
      isAlias = true
    }
    guard let found else { return }
    let (line, column) = parsed.location(of: AbsolutePosition(utf8Offset: offset))
    commands.append(
      SuppressionCommand(
        action: found.action, rules: found.rules, line: line, column: column, isAlias: isAlias))
  }

  /// `// archgen:disable:next rule-a rule-b - why` → (.disableNext, [rule-a, rule-b]).
  /// `// swiftlint:disable:previous rule` with `prefix` `swiftlint:`.
  package static func parse(_ comment: String, prefix: String = SuppressionCommand.prefix)
    -> (action: Action, rules: [String])?
  {
    let body = LintText.trimmed(comment.dropFirst(2))
    let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard let directive = words.first, directive.hasPrefix(prefix) else { return nil }
    let action: Action
    switch directive.dropFirst(prefix.count) {
    case "disable:next": action = .disableNext
    case "disable:this": action = .disableThis
    case "disable:previous" where prefix == swiftLintPrefix: action = .disablePrevious
    case "disable": action = .disable
    case "enable": action = .enable
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
