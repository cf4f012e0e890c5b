import ArchgenGraph

extension DOTRenderer {
  /// A struct-state machine: one `subgraph cluster_<field>` per region, each with its own start
  /// arrow and `*` ("any value") node, and the computed fields' updates in a note beside them.
  package func render(_ machine: StateMachine, regions: StateRegions) -> String {
    var lines = ["digraph \(Self.quote(machine.name)) {"]
    lines.append("  rankdir=\(direction.rawValue);")
    lines.append("  node [shape=box, style=rounded, fontname=\"Helvetica\"];")
    lines.append("  edge [fontname=\"Helvetica\", fontsize=10];")
    // Graphviz stacks LR clusters bottom-up in the order they come and lays TB ones out left to
    // right, so LR gets them reversed: either way the first field reads first.
    let ordered = direction == .leftToRight ? regions.regions.reversed() : regions.regions
    for region in ordered {
      lines += Self.cluster(region)
    }
    if !regions.computed.isEmpty {
      // The graph's own label takes no rank, so a long line never widens the regions' columns.
      let rows = regions.computed.map {
        "<tr><td align=\"left\">\(Self.html($0.legendLine))</td></tr>"
      }
      lines.append("  labelloc=b;")
      lines.append("  labeljust=l;")
      lines.append("  fontname=\"Helvetica\";")
      lines.append("  fontsize=10;")
      lines.append(
        "  label=<<table border=\"1\" cellborder=\"0\" style=\"rounded\" color=\"gray50\">"
          + "<tr><td align=\"left\"><b>computed values</b></td></tr>\(rows.joined())</table>>;")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func cluster(_ region: StateRegion) -> [String] {
    let indent = "    "
    var lines = ["  subgraph \(quote("cluster_" + region.field)) {"]
    lines.append("\(indent)label=\(quote(region.title));")
    lines.append("\(indent)labelloc=t;")
    lines.append("\(indent)labeljust=c;")
    lines.append("\(indent)fontsize=14;")
    lines.append("\(indent)style=rounded;")
    lines.append("\(indent)color=gray60;")
    lines.append("\(indent)fontname=\"Helvetica\";")
    for value in region.values {
      var attributes = ["label=\(quote(value.name))"]
      if !value.reached {
        attributes += ["style=\"rounded,dashed\"", "color=gray50", "fontcolor=gray50"]
      }
      if value.name == region.initial { attributes.append("penwidth=2") }
      lines.append(
        "\(indent)\(quote(region.node(value.name))) [\(attributes.joined(separator: ", "))];")
    }
    let sources = Set(region.transitions.map(\.from))
    if sources.contains(StateRegions.anyValue) {
      lines.append(
        "\(indent)\(quote(region.node(StateRegions.anyValue))) [shape=plaintext, label=\"*\"];")
    }
    let start = region.node("__start")
    let startsAtPseudoState = sources.contains { Node($0).isStart }
    if region.initial != nil || startsAtPseudoState {
      lines.append("\(indent)\(quote(start)) [shape=point, width=0.15, label=\"\"];")
    }
    if let initial = region.initial, !startsAtPseudoState {
      lines.append("\(indent)\(quote(start)) -> \(quote(region.node(initial)));")
    }
    for edge in DiagramLayout.merged(region.transitions) {
      var attributes = ["label=\(quote(edge.lines.joined(separator: "\n")))"]
      if edge.isCut {
        attributes.append("tooltip=\(quote(edge.fullLines.joined(separator: "\n")))")
      }
      let from = Node(edge.from).isStart ? start : region.node(edge.from)
      let to = quote(region.node(edge.to))
      lines.append("\(indent)\(quote(from)) -> \(to) [\(attributes.joined(separator: ", "))];")
    }
    lines.append("  }")
    return lines
  }

  /// Text inside a DOT HTML-like label.
  package static func html(_ text: String) -> String {
    text.replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;")
      .replacingAll(">", with: "&gt;").replacingAll("\"", with: "&quot;")
  }
}
