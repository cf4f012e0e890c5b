import ArchgenGraph

/// PlantUML state diagram.
public struct PlantUMLRenderer: MachineByMachineRenderer {
  public var direction: GraphDirection
  public var fileExtension: String { "puml" }

  public init(direction: GraphDirection = .leftToRight) { self.direction = direction }

  public func render(_ machine: StateMachine) -> String {
    if let regions = StateRegions(machine) { return render(machine, regions: regions) }
    let layout = DiagramLayout(machine)
    let ids = NodeIdentifiers(layout.nodes)
    var lines = ["@startuml", "title \(Self.text(machine.name))"]
    if direction == .leftToRight { lines.append("left to right direction") }
    let unreached = Set(machine.states.filter { !$0.reached }.map(\.name))
    for node in layout.nodes where !Node(node).isStart {
      let style = unreached.contains(node) ? " ##[dashed]gray" : ""
      lines.append("state \"\(Self.text(node))\" as \(ids[node])\(style)")
    }
    if let start = layout.start {
      lines.append("[*] --> \(ids[start])")
    }
    for edge in layout.edges {
      // PlantUML breaks a label's lines at a literal `\n`.
      let label = edge.lines.map(Self.text).joined(separator: "\\n")
      lines.append("\(ids[edge.from]) --> \(ids[edge.to]) : \(label)")
    }
    lines.append("@enduml")
    return lines.joined(separator: "\n") + "\n"
  }

  /// PlantUML reads `\n` in a label as a line break and `\\` as one backslash, so a backslash
  /// of the source is doubled first; quotes would end a state's name.
  package static func text(_ value: String) -> String {
    value.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "'")
      .replacingAll("\n", with: " ")
  }
}
