import ArchgenGraph

/// Graphviz DOT: one `digraph` per machine, every identifier quoted and escaped.
public struct DOTRenderer: MachineByMachineRenderer {
  public var direction: GraphDirection
  public var fileExtension: String { "dot" }

  public init(direction: GraphDirection = .leftToRight) { self.direction = direction }

  public func render(_ machine: StateMachine) -> String {
    if let regions = StateRegions(machine) { return render(machine, regions: regions) }
    let layout = DiagramLayout(machine)
    var lines = ["digraph \(Self.quote(machine.name)) {"]
    lines.append("  rankdir=\(direction.rawValue);")
    lines.append("  node [shape=box, style=rounded, fontname=\"Helvetica\"];")
    lines.append("  edge [fontname=\"Helvetica\", fontsize=10];")
    let unreached = Set(machine.states.filter { !$0.reached }.map(\.name))
    for node in layout.nodes {
      var attributes: [String] = []
      switch Node(node) {
      case .pseudo(.start): attributes = ["shape=point", "width=0.15", "label=\"\""]
      case .any, .unknown: attributes = ["shape=plaintext"]
      default:
        if unreached.contains(node) {
          attributes = ["style=\"rounded,dashed\"", "color=gray50", "fontcolor=gray50"]
        }
      }
      if node == machine.initial { attributes.append("penwidth=2") }
      let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
      lines.append("  \(Self.quote(node))\(suffix);")
    }
    if let start = layout.start {
      // UniFlow machines already draw the pseudo-state as the start point.
      var point = Node.pseudo(.start).text
      if !machine.usesPseudoState {
        point = "__start"
        lines.append("  \"__start\" [shape=point, width=0.15, label=\"\"];")
      }
      lines.append("  \(Self.quote(point)) -> \(Self.quote(start));")
    }
    for edge in layout.edges {
      var attributes = ["label=\(Self.quote(edge.lines.joined(separator: "\n")))"]
      if edge.isCut {
        attributes.append("tooltip=\(Self.quote(edge.fullLines.joined(separator: "\n")))")
      }
      let list = attributes.joined(separator: ", ")
      lines.append("  \(Self.quote(edge.from)) -> \(Self.quote(edge.to)) [\(list)];")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A DOT string: backslashes first, then quotes, then line breaks.
  package static func quote(_ text: String) -> String {
    let escaped = text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"")
      .replacingAll("\n", with: "\\n")
    return "\"\(escaped)\""
  }
}

extension String {
  /// Plain substring replacement without Foundation.
  package func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var result = ""
    var rest = self[...]
    while let range = rest.range(of: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
