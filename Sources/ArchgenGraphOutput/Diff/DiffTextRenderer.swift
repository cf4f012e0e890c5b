/// `--format text`: one block per changed machine, one line per change.
public enum DiffTextRenderer {
  public static func render(_ diffs: [MachineDiff]) -> String {
    guard !diffs.isEmpty else { return "no state machine changed\n" }
    return diffs.map(block).joined(separator: "\n")
  }

  package static func title(_ diff: MachineDiff) -> String {
    let function = diff.function.map { " (\($0))" } ?? ""
    return "\(diff.name)\(function) in \(diff.file)"
  }

  package static func edge(_ from: String, _ to: String, _ event: String, _ guardText: String?)
    -> String
  {
    "\(from) -> \(to) : \(event)" + (guardText.map { " [\(oneLine($0))]" } ?? "")
  }

  /// A guard written over several lines, on one: a change is one line of the report.
  package static func oneLine(_ code: String) -> String {
    code.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
      .joined(separator: " ")
  }

  private static func block(_ diff: MachineDiff) -> String {
    var lines = ["\(diff.status.rawValue) \(title(diff))"]
    if diff.status != .changed {
      lines.append(
        "  \(diff.machine.transitions.count) transitions, \(diff.machine.allNodes.count) states")
      return lines.joined(separator: "\n") + "\n"
    }
    lines += diff.addedStates.map { "  + state \($0)" }
    lines += diff.removedStates.map { "  - state \($0)" }
    lines += diff.renamedStates.map { "  ~ state \($0.old) renamed to \($0.new)" }
    if let change = diff.initialChange {
      switch (change.old, change.new) {
      case (let old?, let new?): lines.append("  ~ initial state \(old) is now \(new)")
      case (nil, let new?): lines.append("  + initial state \(new)")
      case (let old?, nil): lines.append("  - initial state \(old)")
      case (nil, nil): break
      }
    }
    lines += diff.addedTransitions.map { "  + \(edge($0.from, $0.to, $0.event, $0.guardText))" }
    lines += diff.removedTransitions.map { "  - \(edge($0.from, $0.to, $0.event, $0.guardText))" }
    lines += diff.retargeted.map {
      "  ~ \(edge($0.from, $0.oldTo, $0.event, $0.guardText)) now goes to \($0.newTo)"
    }
    lines += diff.guardChanges.map {
      "  ~ \(edge($0.from, $0.to, $0.event, nil)) guard [\(oneLine($0.oldGuard ?? ""))] is now [\(oneLine($0.newGuard ?? ""))]"
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
