import ArchgenGraph

extension MermaidRenderer {
  /// A struct-state machine: a composite state holding one composite per region, the regions
  /// separated by `--` (concurrent), and the computed fields' updates as the description lines of a
  /// `computed values` state beside it.
  package func render(_ machine: StateMachine, regions: StateRegions) -> String {
    var lines = ["---", "title: \(JSONRenderer.string(machine.name))", "---", "stateDiagram-v2"]
    lines.append("  direction \(direction.rawValue)")
    lines.append("  classDef unreached stroke-dasharray:5 5,color:gray")
    lines.append("  classDef anyValue fill:none,stroke:none")
    // Only computed fields: the machine is a plain state (an empty composite is not Mermaid).
    let composite = !regions.regions.isEmpty
    lines.append("  state \"\(Self.text(machine.name))\" as machine" + (composite ? " {" : ""))
    var unreached: [String] = []
    for (index, region) in regions.regions.enumerated() {
      if index > 0 { lines.append("    --") }
      lines += Self.region(region, id: "r\(index)")
      unreached += region.values.enumerated().filter { !$0.element.reached }.map {
        "r\(index)s\($0.offset)"
      }
    }
    if composite { lines.append("  }") }
    if !regions.computed.isEmpty {
      lines.append("  state \"computed values\" as computed")
      for update in regions.computed {
        lines.append("  computed : \(Self.text(update.legendLine))")
      }
    }
    for id in unreached {
      lines.append("  class \(id) unreached")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func region(_ region: StateRegion, id: String) -> [String] {
    let indent = "      "
    var lines = ["    state \"\(text(region.title))\" as \(id) {"]
    let ids = region.nodeIDs(prefix: id)
    for (index, value) in region.values.enumerated() {
      lines.append("\(indent)state \"\(text(value.name))\" as \(id)s\(index)")
    }
    if region.drawsAnyValue {
      lines.append("\(indent)state \"*\" as \(id)any")
      lines.append("\(indent)class \(id)any anyValue")
    }
    if let start = region.startValue {
      lines.append("\(indent)[*] --> \(ids[start] ?? "[*]")")
    }
    for edge in DiagramLayout.merged(region.transitions) {
      let label = edge.lines.map(text).joined(separator: "<br/>")
      lines.append("\(indent)\(ids[edge.from] ?? "[*]") --> \(ids[edge.to] ?? "[*]") : \(label)")
    }
    lines.append("    }")
    return lines
  }
}
