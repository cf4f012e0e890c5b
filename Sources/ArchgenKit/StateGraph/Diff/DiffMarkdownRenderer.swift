/// `--format markdown`: a pull-request comment, one section per changed machine with a list of
/// changes and a Mermaid flowchart (GitHub renders it) where added edges and states are thick and
/// green and removed ones dashed.
public enum DiffMarkdownRenderer {
  public static func render(_ diffs: [MachineDiff]) -> String {
    guard !diffs.isEmpty else { return "**archgen graph**: no state machine changed.\n" }
    var text = "## State machine changes\n"
    for diff in diffs {
      text +=
        "\n### `\(diff.name)`\(diff.function.map { " (`\($0)`)" } ?? "") — \(diff.status.rawValue)\n\n"
      text += "`\(diff.file)`\n\n"
      text += DiffTextRenderer.render([diff]).split(separator: "\n").dropFirst()
        .map { "- `\($0.trimmingCharacters(in: .whitespaces))`\n" }.joined()
      text += "\n```mermaid\n" + flowchart(diff) + "```\n"
    }
    return text
  }

  private enum Change { case same, added, removed }

  static func flowchart(_ diff: MachineDiff) -> String {
    var edges: [(from: String, to: String, label: String, change: Change)] = []
    let added = Set(
      diff.addedTransitions.map(key) + diff.retargeted.map { [$0.from, $0.newTo, $0.event] })
    let isRemovedMachine = diff.status == .removed
    for transition in diff.machine.transitions {
      let change: Change =
        isRemovedMachine
        ? .removed : (diff.status == .added || added.contains(key(transition)) ? .added : .same)
      edges.append((transition.from, transition.to, transition.label, change))
    }
    if !isRemovedMachine {
      edges += diff.removedTransitions.map { ($0.from, $0.to, $0.label, .removed) }
      edges += diff.retargeted.map { ($0.from, $0.oldTo, $0.event, .removed) }
    }
    var nodes = diff.machine.allNodes
    for edge in edges {
      for node in [edge.from, edge.to] where !nodes.contains(node) { nodes.append(node) }
    }
    let ids = Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($1, "s\($0)") })
    let addedStates = Set(
      diff.status == .added ? nodes : diff.addedStates + diff.renamedStates.map(\.new))
    let removedStates = Set(isRemovedMachine ? nodes : diff.removedStates)
    var lines = ["flowchart LR"]
    if let initial = diff.machine.initial, let id = ids[initial] {
      lines.append("  start(( )) --> \(id)")
    }
    for node in nodes {
      let style =
        addedStates.contains(node) ? ":::added" : removedStates.contains(node) ? ":::removed" : ""
      lines.append("  \(ids[node]!)([\"\(escape(node))\"])\(style)")
    }
    var linkStyles: [String] = []
    let offset = diff.machine.initial.flatMap { ids[$0] } == nil ? 0 : 1
    for (index, edge) in edges.enumerated() {
      let arrow = edge.change == .added ? "==>" : edge.change == .removed ? "-.->" : "-->"
      lines.append("  \(ids[edge.from]!) \(arrow)|\"\(escape(edge.label))\"| \(ids[edge.to]!)")
      if edge.change == .added {
        linkStyles.append("  linkStyle \(index + offset) stroke:#2da44e,stroke-width:3px")
      }
      if edge.change == .removed {
        linkStyles.append("  linkStyle \(index + offset) stroke:#cf222e")
      }
    }
    lines += linkStyles
    lines.append("  classDef added stroke:#2da44e,stroke-width:3px")
    lines.append("  classDef removed stroke:#cf222e,stroke-dasharray:5 5")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func key(_ transition: Transition) -> [String] {
    [transition.from, transition.to, transition.event]
  }

  /// Mermaid's entity for `"`, the one character a quoted label cannot hold.
  private static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "\"", with: "#quot;")
  }
}
