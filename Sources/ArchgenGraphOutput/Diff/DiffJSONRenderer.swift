import ArchgenGraph
import Foundation

/// `--format json`: `{"machines":[{"name","function","file","status","states":{…},"transitions":{…}}]}`.
public enum DiffJSONRenderer {
  package struct Document: Encodable {
    package var machines: [Machine]
  }

  package struct Machine: Encodable {
    package var name: String
    package var function: String?
    package var file: String
    package var status: MachineDiff.Status
    package var states: States
    package var transitions: Transitions
  }

  package struct States: Encodable {
    package var added: [String]
    package var removed: [String]
    package var renamed: [Rename]
    /// Only when the start state changed: `{"old": …, "new": …}`, a missing side null.
    package var initial: Initial?
  }

  package struct Initial: Encodable {
    package var old: String?
    package var new: String?

    package func encode(to encoder: Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(old, forKey: .old)
      try container.encode(new, forKey: .new)
    }

    package enum CodingKeys: String, CodingKey { case old, new }
  }

  package struct Rename: Encodable {
    package var old: String
    package var new: String
  }

  package struct Transitions: Encodable {
    package var added: [Edge]
    package var removed: [Edge]
    package var retargeted: [Retarget]
    package var guardChanged: [GuardChange]
  }

  package struct Edge: Encodable {
    package var from: String
    package var to: String
    package var event: String
    package var `guard`: String?
    package var line: Int
  }

  package struct Retarget: Encodable {
    package var from: String
    package var event: String
    package var `guard`: String?
    package var oldTo: String
    package var newTo: String
  }

  package struct GuardChange: Encodable {
    package var from: String
    package var to: String
    package var event: String
    package var oldGuard: String?
    package var newGuard: String?
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
