import ArchgenGraph

extension PlantUMLRenderer {
  /// A struct-state machine: a composite state whose concurrent regions (one composite per field)
  /// are separated by `--`, and the computed fields' updates in a legend.
  package func render(_ machine: StateMachine, regions: StateRegions) -> String {
    var lines = ["@startuml", "title \(Self.text(machine.name))"]
    if direction == .leftToRight { lines.append("left to right direction") }
    let composite = !regions.regions.isEmpty
    lines.append("state \"\(Self.text(machine.name))\" as machine" + (composite ? " {" : ""))
    for (index, region) in regions.regions.enumerated() {
      if index > 0 { lines.append("  --") }
      lines += Self.region(region, id: "r\(index)")
    }
    if composite { lines.append("}") }
    if !regions.computed.isEmpty {
      lines.append("legend right")
      lines.append("  computed values:")
      for update in regions.computed {
        lines.append("  \(Self.text(update.legendLine))")
      }
      lines.append("endlegend")
    }
    lines.append("@enduml")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func region(_ region: StateRegion, id: String) -> [String] {
    let indent = "    "
    var lines = ["  state \"\(text(region.title))\" as \(id) {"]
    let ids = region.nodeIDs(prefix: id)
    for (index, value) in region.values.enumerated() {
      let style = value.reached ? "" : " ##[dashed]gray"
      lines.append("\(indent)state \"\(text(value.name))\" as \(id)s\(index)\(style)")
    }
    if region.drawsAnyValue {
      lines.append("\(indent)state \"*\" as \(id)any ##[dotted]")
    }
    if let start = region.startValue {
      lines.append("\(indent)[*] --> \(ids[start] ?? "[*]")")
    }
    for edge in DiagramLayout.merged(region.transitions) {
      let label = edge.lines.map(text).joined(separator: "\\n")
      lines.append("\(indent)\(ids[edge.from] ?? "[*]") --> \(ids[edge.to] ?? "[*]") : \(label)")
    }
    lines.append("  }")
    return lines
  }
}
