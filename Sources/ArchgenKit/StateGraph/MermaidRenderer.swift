/// Mermaid `stateDiagram-v2`, which GitHub renders inline.
public struct MermaidRenderer: GraphRenderer {
  public var direction: GraphDirection
  public var fileExtension: String { "mmd" }

  public init(direction: GraphDirection = .leftToRight) { self.direction = direction }

  public func render(_ machines: [StateMachine]) -> String {
    machines.map(render).joined(separator: "\n")
  }

  func render(_ machine: StateMachine) -> String {
    let ids = NodeIdentifiers(machine)
    // A JSON string is a valid YAML double-quoted scalar, whatever the name holds.
    var lines = ["---", "title: \(JSONRenderer.string(machine.name))", "---", "stateDiagram-v2"]
    lines.append("  direction \(direction.rawValue)")
    lines.append("  classDef unreached stroke-dasharray:5 5,color:gray")
    for node in machine.allNodes where node != StateMachine.pseudoState {
      lines.append("  state \"\(Self.text(node))\" as \(ids[node])")
    }
    if let initial = machine.initial, !machine.usesPseudoState {
      lines.append("  [*] --> \(ids[initial])")
    }
    for transition in machine.transitions {
      lines.append(
        "  \(ids[transition.from]) --> \(ids[transition.to]) : \(Self.text(transition.label))")
    }
    for state in machine.states where !state.reached {
      lines.append("  class \(ids[state.name]) unreached")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Mermaid entity codes for the characters that end or break a label, one character at a time.
  static func text(_ value: String) -> String {
    var out = ""
    for character in value {
      switch character {
      case "#": out += "#35;"
      case "\"": out += "#quot;"
      case ";": out += "#59;"
      case ":": out += "#58;"
      case "\n", "\r\n": out += " "
      default: out.append(character)
      }
    }
    return out
  }
}
