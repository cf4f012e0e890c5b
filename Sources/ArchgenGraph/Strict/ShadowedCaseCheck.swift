import ArchgenCore

/// `shadowed-case`: a case an earlier, more general case of the same switch always wins.
package enum ShadowedCaseCheck: StrictCheck {
  package static let rule = StrictRule.shadowedCase
  package static let reportedAt = "the later case"
  package static let triggeringExamples = [
    """
    enum Light { case off, on }
    enum Switch { case flip }
    func reduce(_ state: Light, _ event: Switch) -> Light {
      switch (state, event) {
      case (_, .flip): return .on
      case (.on, .flip): return .off
      }
    }
    """
  ]
  package static let nonTriggeringExamples = [
    """
    enum Light { case off, on }
    enum Switch { case flip }
    func reduce(_ state: Light, _ event: Switch) -> Light {
      switch (state, event) {
      case (.on, .flip): return .off
      case (_, .flip): return .on
      }
    }
    """
  ]

  package static func findings(_ linked: LinkedMachine, _ model: MachineModel) -> [LintFinding] {
    var result: [LintFinding] = []
    let records = linked.cases
    for (index, record) in records.enumerated() where !record.isDefault {
      guard
        let earlier = records[..<index].first(where: {
          $0.switchID == record.switchID && !$0.restrictive && !$0.hasGuard
            && Node($0.from).covers(Node(record.from))
            && EventPath($0.event).covers(EventPath(record.event))
        })
      else { continue }
      result.append(
        rule.finding(
          "case (\(record.from), \(record.event)) is shadowed by the earlier case "
            + "(\(earlier.from), \(earlier.event)) on line \(earlier.line)",
          file: linked.machine.file, line: record.line, column: record.column))
    }
    return result
  }
}
