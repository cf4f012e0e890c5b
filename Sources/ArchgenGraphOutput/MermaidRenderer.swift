import ArchgenCore
import ArchgenGraph

/// Mermaid `stateDiagram-v2`, which GitHub renders inline.
public struct MermaidRenderer: MachineByMachineRenderer {
  public var direction: GraphDirection
  public var fileExtension: String { "mmd" }

  public init(direction: GraphDirection = .leftToRight) { self.direction = direction }

  public func render(_ machine: StateMachine) -> String {
    if let regions = StateRegions(machine) { return render(machine, regions: regions) }
    let layout = DiagramLayout(machine)
    let ids = NodeIdentifiers(layout.nodes)
    // A JSON string is a valid YAML double-quoted scalar, whatever the name holds.
    var lines = ["---", "title: \(JSONRenderer.string(machine.name))", "---", "stateDiagram-v2"]
    lines.append("  direction \(direction.rawValue)")
    lines.append("  classDef unreached stroke-dasharray:5 5,color:gray")
    for node in layout.nodes where !Node(node).isStart {
      lines.append("  state \"\(Self.text(node))\" as \(ids[node])")
    }
    if let start = layout.start {
      lines.append("  [*] --> \(ids[start])")
    }
    for edge in layout.edges {
      // Mermaid breaks a label's lines at `<br/>`; a transition label has no other line break.
      let label = edge.lines.map(Self.text).joined(separator: "<br/>")
      lines.append("  \(ids[edge.from]) --> \(ids[edge.to]) : \(label)")
    }
    for state in machine.states where !state.reached {
      lines.append("  class \(ids[state.name]) unreached")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Mermaid entity codes for the characters that end or break a label, one character at a time.
  package static func text(_ value: String) -> String {
    TextEscaping.characters(value) { character in
      switch character {
      case "#": "#35;"
      case "\"": "#quot;"
      case ";": "#59;"
      case ":": "#58;"
      // `<br/>` makes labels HTML: a `<` or `>` of the source must not open a tag.
      case "<": "#60;"
      case ">": "#62;"
      case "\n", "\r\n": " "
      default: nil
      }
    }
  }
}
