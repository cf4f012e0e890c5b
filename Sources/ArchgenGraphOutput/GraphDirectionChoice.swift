import ArchgenGraph

/// `--direction`: a fixed direction, or `auto` (the default), which picks one per machine from its
/// shape (`DirectionRule`) before any renderer is called.
public enum GraphDirectionChoice: String, CaseIterable, Sendable {
  case auto
  case leftToRight = "LR"
  case topToBottom = "TB"

  /// The direction `machine` is drawn in.
  public func resolved(for machine: StateMachine) -> GraphDirection {
    switch self {
    case .auto: DirectionRule.direction(for: machine)
    case .leftToRight: .leftToRight
    case .topToBottom: .topToBottom
    }
  }
}

extension GraphFormat {
  /// A renderer that draws each machine in the direction `choice` resolves for it.
  public func renderer(choosing choice: GraphDirectionChoice) -> any GraphRenderer {
    DirectedRenderer(format: self, choice: choice)
  }
}

/// Renders machine by machine, each with its own resolved direction, joined as every
/// `MachineByMachineRenderer` joins them; JSON, which has no direction, renders all at once.
package struct DirectedRenderer: GraphRenderer {
  package var format: GraphFormat
  package var choice: GraphDirectionChoice

  package var fileExtension: String { format.renderer().fileExtension }

  package func render(_ machines: [StateMachine]) -> String {
    if format == .json { return format.renderer().render(machines) }
    return machines.map { format.renderer(direction: choice.resolved(for: $0)).render([$0]) }
      .joined(separator: "\n")
  }
}
