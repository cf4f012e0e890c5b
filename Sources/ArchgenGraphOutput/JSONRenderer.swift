import ArchgenCore
import ArchgenGraph

/// JSON with SPEC §4's schema, keys in a fixed order, two-space indentation.
public struct JSONRenderer: GraphRenderer {
  public var fileExtension: String { "json" }

  public init() {}

  public func render(_ machines: [StateMachine]) -> String {
    var out = "{\n  \"machines\": ["
    out +=
      machines.isEmpty
      ? "]\n}\n" : "\n" + machines.map(machine).joined(separator: ",\n") + "\n  ]\n}\n"
    return out
  }

  private func machine(_ machine: StateMachine) -> String {
    let states = machine.states.map { "        " + Self.string($0.name) }
    let transitions = machine.transitions.map { transition in
      "        {\"from\": \(Self.string(transition.from)), \"to\": \(Self.string(transition.to)), "
        + "\"event\": \(Self.string(transition.event)), \"guard\": \(Self.optional(transition.guardText)), "
        + "\"line\": \(transition.line)}"
    }
    return """
          {
            "name": \(Self.string(machine.name)),
            "function": \(Self.optional(machine.function)),
            "file": \(Self.string(machine.file)),
            "line": \(machine.line),
            "stateType": \(Self.optional(machine.stateType)),
            "eventType": \(Self.optional(machine.eventType)),
            "initial": \(Self.optional(machine.initial)),
            "states": \(Self.list(states)),
            "transitions": \(Self.list(transitions))\(StateRegions(machine).map(Self.regions) ?? "")
          }
      """
  }

  package static func list(_ items: [String]) -> String {
    items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n      ]"
  }

  package static func optional(_ value: String?) -> String { value.map(string) ?? "null" }

  /// A JSON string literal with the escapes RFC 8259 requires.
  package static func string(_ value: String) -> String {
    let escaped = TextEscaping.scalars(value) { scalar in
      switch scalar {
      case "\"": "\\\""
      case "\\": "\\\\"
      case "\n": "\\n"
      case "\r": "\\r"
      case "\t": "\\t"
      default:
        scalar.value < 0x20
          ? "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
            + String(scalar.value, radix: 16) : nil
      }
    }
    return "\"" + escaped + "\""
  }
}
