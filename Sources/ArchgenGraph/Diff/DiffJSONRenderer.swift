import Foundation

/// `--format json`: `{"machines":[{"name","function","file","status","states":{…},"transitions":{…}}]}`.
public enum DiffJSONRenderer {
  struct Document: Encodable {
    var machines: [Machine]
  }

  struct Machine: Encodable {
    var name: String
    var function: String?
    var file: String
    var status: MachineDiff.Status
    var states: States
    var transitions: Transitions
  }

  struct States: Encodable {
    var added: [String]
    var removed: [String]
    var renamed: [Rename]
    /// Only when the start state changed: `{"old": …, "new": …}`, a missing side null.
    var initial: Initial?
  }

  struct Initial: Encodable {
    var old: String?
    var new: String?

    func encode(to encoder: Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(old, forKey: .old)
      try container.encode(new, forKey: .new)
    }

    enum CodingKeys: String, CodingKey { case old, new }
  }

  struct Rename: Encodable {
    var old: String
    var new: String
  }

  struct Transitions: Encodable {
    var added: [Edge]
    var removed: [Edge]
    var retargeted: [Retarget]
    var guardChanged: [GuardChange]
  }

  struct Edge: Encodable {
    var from: String
    var to: String
    var event: String
    var `guard`: String?
    var line: Int
  }

  struct Retarget: Encodable {
    var from: String
    var event: String
    var `guard`: String?
    var oldTo: String
    var newTo: String
  }

  struct GuardChange: Encodable {
    var from: String
    var to: String
    var event: String
    var oldGuard: String?
    var newGuard: String?
  }

  public static func render(_ diffs: [MachineDiff]) -> String {
    let document = Document(
      machines: diffs.map { diff in
        Machine(
          name: diff.name, function: diff.function, file: diff.file, status: diff.status,
          states: States(
            added: diff.addedStates, removed: diff.removedStates,
            renamed: diff.renamedStates.map { Rename(old: $0.old, new: $0.new) },
            initial: diff.initialChange.map { Initial(old: $0.old, new: $0.new) }),
          transitions: Transitions(
            added: diff.addedTransitions.map(edge), removed: diff.removedTransitions.map(edge),
            retargeted: diff.retargeted.map {
              Retarget(
                from: $0.from, event: $0.event, guard: $0.guardText, oldTo: $0.oldTo,
                newTo: $0.newTo)
            },
            guardChanged: diff.guardChanges.map {
              GuardChange(
                from: $0.from, to: $0.to, event: $0.event, oldGuard: $0.oldGuard,
                newGuard: $0.newGuard)
            }))
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  private static func edge(_ transition: Transition) -> Edge {
    Edge(
      from: transition.from, to: transition.to, event: transition.event,
      guard: transition.guardText, line: transition.line)
  }
}
