/// PlantUML state diagram.
public struct PlantUMLRenderer: GraphRenderer {
  public var direction: GraphDirection
  public var fileExtension: String { "puml" }

  public init(direction: GraphDirection = .leftToRight) { self.direction = direction }

  public func render(_ machines: [StateMachine]) -> String {
    machines.map(render).joined(separator: "\n")
  }

  func render(_ machine: StateMachine) -> String {
    let ids = NodeIdentifiers(machine)
    var lines = ["@startuml", "title \(Self.text(machine.name))"]
    if direction == .leftToRight { lines.append("left to right direction") }
    let unreached = Set(machine.states.filter { !$0.reached }.map(\.name))
    for node in machine.allNodes where node != StateMachine.pseudoState {
      let style = unreached.contains(node) ? " ##[dashed]gray" : ""
      lines.append("state \"\(Self.text(node))\" as \(ids[node])\(style)")
    }
    if let initial = machine.initial, !machine.usesPseudoState {
      lines.append("[*] --> \(ids[initial])")
    }
    for transition in machine.transitions {
      lines.append(
        "\(ids[transition.from]) --> \(ids[transition.to]) : \(Self.text(transition.label))")
    }
    lines.append("@enduml")
    return lines.joined(separator: "\n") + "\n"
  }

  static func text(_ value: String) -> String {
    value.replacingAll("\"", with: "'").replacingAll("\n", with: " ")
  }
}
