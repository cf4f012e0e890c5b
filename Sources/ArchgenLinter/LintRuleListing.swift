import ArchgenCore

/// `archgen lint rules`: every rule with its id, default, description and examples, as
/// `swiftlint rules` shows them.
public enum LintRuleListing {
  /// A table of every rule (id, on or off by default, severity, description).
  public static func table() -> String {
    let rows = LintRegistry.rules.map { rule in
      [
        rule.id, rule.enabledByDefault ? "on" : "off", rule.defaultSeverity.rawValue,
        rule.description,
      ]
    }
    let header = ["rule", "default", "severity", "description"]
    let widths = header.indices.dropLast().map { column in
      (rows.map { $0[column] } + [header[column]]).map(\.count).max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      var text = ""
      for (column, cell) in cells.enumerated() {
        guard column < widths.count else {
          text += cell
          break
        }
        text += cell + String(repeating: " ", count: widths[column] - cell.count + 2)
      }
      return text + "\n"
    }
    return ([header] + rows).map(line).joined()
  }

  /// One rule in full: its header, every triggering example (`↓` marks where it reports) and
  /// every non-triggering one. Nil for an unknown id.
  public static func details(id: String) -> String? {
    guard let rule = LintRegistry.rule(id: id) else { return nil }
    var text = "\(rule.id) (\(rule.enabledByDefault ? "on" : "off") by default, "
    text += "\(rule.defaultSeverity.rawValue))\n\(rule.description)\n"
    text += "\nTriggering examples (↓ marks the reported location):\n"
    for example in rule.triggeringExamples { text += block(example) }
    text += "\nNon-triggering examples:\n"
    for example in rule.nonTriggeringExamples { text += block(example) }
    return text
  }

  /// The ids `details(id:)` knows, for the error that lists them.
  public static var ids: [String] { LintRegistry.rules.map { $0.id } }

  private static func block(_ example: LintExample) -> String {
    let indented = example.code.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    return "\n  in \(example.path):\n" + indented + "\n"
  }

  /// `archgen lint rules [id] [--examples]`: the table, every rule in full, or one rule; an
  /// unknown id is an error that lists the known ones.
  public static func command(id: String?, examples: Bool) -> CommandOutcome {
    guard let id else {
      return CommandOutcome(
        standardOutput: examples
          ? ids.compactMap(details).joined(separator: "\n") : table())
    }
    guard let text = details(id: id) else {
      return .failure([
        .error("unknown rule '\(id)'; expected one of: \(ids.joined(separator: ", "))")
      ])
    }
    return CommandOutcome(standardOutput: text)
  }
}
