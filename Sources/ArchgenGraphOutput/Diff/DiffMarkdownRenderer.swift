import ArchgenGraph

/// `--format markdown`: a pull-request comment, one section per changed machine with a list of
/// changes and a Mermaid flowchart (GitHub renders it) where added edges and states are thick and
/// green and removed ones dashed. Over several machines a summary table comes first and each
/// chart is folded in a `<details>` block, so a large change stays readable.
public enum DiffMarkdownRenderer {
  public static func render(_ diffs: [MachineDiff]) -> String {
    guard !diffs.isEmpty else { return "**archgen graph**: no state machine changed.\n" }
    let folded = diffs.count > 1
    var text = "## State machine changes\n"
    if folded { text += "\n" + summary(diffs) }
    for diff in diffs {
      text +=
        "\n### `\(diff.name)`\(diff.function.map { " (`\($0)`)" } ?? "") — \(diff.status.rawValue)\n\n"
      text += "`\(diff.file)`\n\n"
      text += DiffTextRenderer.render([diff]).split(separator: "\n").dropFirst()
        .map { "- `\($0.trimmingCharacters(in: .whitespaces))`\n" }.joined()
      let chart = "```mermaid\n" + flowchart(diff) + "```\n"
      text +=
        folded ? "\n<details><summary>chart</summary>\n\n\(chart)\n</details>\n" : "\n" + chart
    }
    return text
  }

  /// One row per machine: what changed, counted.
  package static func summary(_ diffs: [MachineDiff]) -> String {
    var rows = [
      "| machine | file | status | states + / − / renamed | transitions + / − / changed |",
      "|---|---|---|---|---|",
    ]
    for diff in diffs {
      let name = "`\(diff.name)`" + (diff.function.map { " (`\($0)`)" } ?? "")
      let states: String
      let transitions: String
      switch diff.status {
      case .added:
        states = "\(diff.machine.allNodes.count) / 0 / 0"
        transitions = "\(diff.machine.transitions.count) / 0 / 0"
      case .removed:
        states = "0 / \(diff.machine.allNodes.count) / 0"
        transitions = "0 / \(diff.machine.transitions.count) / 0"
      case .changed:
        states =
          "\(diff.addedStates.count) / \(diff.removedStates.count) / \(diff.renamedStates.count)"
        transitions =
          "\(diff.addedTransitions.count) / \(diff.removedTransitions.count) / "
          + "\(diff.retargeted.count + diff.guardChanges.count)"
      }
      rows.append(
        "| \(name) | `\(diff.file)` | \(diff.status.rawValue) | \(states) | \(transitions) |")
    }
    return rows.joined(separator: "\n") + "\n"
  }

  private enum Change { case same, added, removed }

  package static func flowchart(_ diff: MachineDiff) -> String {
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
      let label = escape(DiffTextRenderer.oneLine(edge.label))
      lines.append("  \(ids[edge.from]!) \(arrow)|\"\(label)\"| \(ids[edge.to]!)")
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
