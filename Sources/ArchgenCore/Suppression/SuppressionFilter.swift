/// Applies suppression comments to one file's findings and reports the ones that suppress nothing.
package struct SuppressionFilter {
  /// One rule id silenced over a range of lines by one comment.
  private struct Scope {
    var command: SuppressionCommand
    var rule: String
    var lines: ClosedRange<Int>
    var used = false
  }

  private var scopes: [Scope] = []
  /// Indices of the scopes of one line each (`disable:next`, `disable:this`), by line, and of the
  /// ranges: a finding looks up its line, not every comment in the file.
  private var byLine: [Int: [Int]] = [:]
  private var ranges: [Int] = []

  package init(_ commands: [SuppressionCommand]) {
    var open: [String: (command: SuppressionCommand, line: Int)] = [:]
    for command in commands {
      for rule in command.rules {
        switch command.action {
        case .disableNext:
          scopes.append(
            Scope(command: command, rule: rule, lines: (command.line + 1)...(command.line + 1)))
        case .disableThis:
          scopes.append(Scope(command: command, rule: rule, lines: command.line...command.line))
        case .disablePrevious:
          let line = max(1, command.line - 1)
          scopes.append(Scope(command: command, rule: rule, lines: line...line))
        case .disable:
          if open[rule] == nil { open[rule] = (command, command.line) }
        case .enable:
          let closing = rule == SuppressionCommand.allRules ? Array(open.keys) : [rule]
          for key in closing {
            guard let start = open.removeValue(forKey: key) else { continue }
            scopes.append(
              Scope(
                command: start.command, rule: key, lines: start.line...max(start.line, command.line)
              ))
          }
        }
      }
    }
    for (rule, start) in open {
      scopes.append(Scope(command: start.command, rule: rule, lines: start.line...Int.max))
    }
    scopes.sort {
      ($0.command.line, $0.command.column, $0.rule) < ($1.command.line, $1.command.column, $1.rule)
    }
    for (index, scope) in scopes.enumerated() {
      if scope.lines.lowerBound == scope.lines.upperBound {
        byLine[scope.lines.lowerBound, default: []].append(index)
      } else {
        ranges.append(index)
      }
    }
  }

  /// The findings no comment suppresses.
  package mutating func filter(_ findings: [LintFinding]) -> [LintFinding] {
    findings.filter { finding in
      var suppressed = false
      for index in (byLine[finding.line] ?? []) + ranges
      where scopes[index].lines.contains(finding.line)
        && (scopes[index].rule == finding.rule || scopes[index].rule == SuppressionCommand.allRules)
      {
        scopes[index].used = true
        suppressed = true
      }
      return !suppressed
    }
  }

  /// Suppressions that silenced nothing, for rules that ran on this file (or `all`, or unknown ids).
  /// A suppression of `reportingRule` (the rule that reports these) is never one.
  package func superfluous(activeRules: Set<String>, knownRules: Set<String>, reportingRule: String)
    -> [(
      command: SuppressionCommand, message: String
    )]
  {
    var result: [(command: SuppressionCommand, message: String)] = []
    for scope in scopes where !scope.used && !scope.command.isAlias {
      let rule = scope.rule
      let message: String
      if rule == reportingRule { continue }
      if rule == SuppressionCommand.allRules || activeRules.contains(rule) {
        message = "suppression of '\(rule)' suppresses nothing; remove it"
      } else if !knownRules.contains(rule) {
        message = "suppression names unknown rule '\(rule)'"
      } else {
        continue
      }
      result.append((command: scope.command, message: message))
    }
    return result
  }
}
