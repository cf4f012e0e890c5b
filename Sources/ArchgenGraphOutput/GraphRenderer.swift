import ArchgenGraph

/// Turns machines into the text of one diagram format.
public protocol GraphRenderer {
  /// The file extension of this format, for `--output-dir`.
  var fileExtension: String { get }
  func render(_ machines: [StateMachine]) -> String
}

/// A format that draws each machine on its own: the machines one after another, a blank line
/// between them.
public protocol MachineByMachineRenderer: GraphRenderer {
  func render(_ machine: StateMachine) -> String
}

extension MachineByMachineRenderer {
  public func render(_ machines: [StateMachine]) -> String {
    machines.map { render($0) }.joined(separator: "\n")
  }
}

/// `--format`.
public enum GraphFormat: String, CaseIterable, Sendable {
  case dot, mermaid, plantuml, json

  public func renderer(direction: GraphDirection = .leftToRight) -> any GraphRenderer {
    switch self {
    case .dot: DOTRenderer(direction: direction)
    case .mermaid: MermaidRenderer(direction: direction)
    case .plantuml: PlantUMLRenderer(direction: direction)
    case .json: JSONRenderer()
    }
  }
}

/// `--direction`: which way the diagram flows.
public enum GraphDirection: String, CaseIterable, Sendable {
  case leftToRight = "LR"
  case topToBottom = "TB"
}

/// Stable short identifiers (`s0`, `s1`, ...) for formats whose ids cannot hold any text.
package struct NodeIdentifiers {
  private var ids: [String: String] = [:]

  package init(_ nodes: [String]) {
    for (index, node) in nodes.enumerated() where !Node(node).isStart {
      ids[node] = "s\(index)"
    }
  }

  package subscript(_ node: String) -> String { ids[node] ?? "[*]" }
}
