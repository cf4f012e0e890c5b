import ArchgenGraph

/// `--direction auto`: draw a machine top to bottom when that fits it on a page at a larger scale
/// than left to right; left to right otherwise (always when both fit at full size).
///
/// The sizes are estimated the way Graphviz `dot` lays a graph out, without running it: states in
/// ranks by the longest path from the start (cycles broken where a depth-first walk meets them),
/// each rank as deep as its widest state, a band between two ranks for the edge labels, and the
/// states and labels of one rank side by side. On 742 machines of five public apps the estimate
/// picks the same direction as `dot`'s real sizes for 729 (see Documentation/Graph.md).
package enum DirectionRule {
  /// The page a picture should fit, in the points `dot` writes into an SVG (√2 portrait).
  package static let pageWidth = 800.0
  package static let pageHeight = 1130.0

  package static func direction(for machine: StateMachine) -> GraphDirection {
    let layout = DiagramLayout(machine)
    let wide = DiagramSize(layout, .leftToRight)
    let tall = DiagramSize(layout, .topToBottom)
    return tall.pageScale > wide.pageScale ? .topToBottom : .leftToRight
  }
}

/// The estimated width and height, in points, of a machine drawn by `dot` in one direction.
package struct DiagramSize: Equatable {
  package var width: Double
  package var height: Double

  /// The scale (at most 1) at which the drawing fits `DirectionRule`'s page.
  package var pageScale: Double {
    min(1, DirectionRule.pageWidth / width, DirectionRule.pageHeight / height)
  }

  /// Average character widths of Helvetica at 14 points (states) and 10 points (edge labels).
  package static let stateCharacter = 7.0
  package static let labelCharacter = 5.2
  package static let stateHeight = 36.0
  package static let labelLine = 12.0
  /// `dot`'s default spaces between two states of a rank and between ranks, in points.
  package static let nodeSeparation = 18.0
  package static let rankSeparation = 36.0

  package init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  package init(_ layout: DiagramLayout, _ direction: GraphDirection) {
    var nodes = layout.nodes
    var edges = layout.edges.map { (from: $0.from, to: $0.to, lines: $0.lines) }
    if let start = layout.start {
      nodes.append(Self.startPoint)
      edges.append((Self.startPoint, start, []))
    }
    let rank = Self.ranks(nodes, edges.map { ($0.from, $0.to) })
    let count = (rank.values.max() ?? 0) + 1
    let sideways = direction == .leftToRight
    // Per rank: depth along the flow, extent across it; then the same for the label band after it.
    var depth = Array(repeating: 0.0, count: count)
    var extent = Array(repeating: 0.0, count: count)
    var bandDepth = Array(repeating: 0.0, count: count)
    var bandExtent = Array(repeating: 0.0, count: count)
    for node in nodes {
      let (width, height) = Self.size(of: node)
      let at = rank[node] ?? 0
      depth[at] = max(depth[at], sideways ? width : height)
      extent[at] += (sideways ? height : width) + Self.nodeSeparation
    }
    for edge in edges where !edge.lines.isEmpty {
      let width = Double(edge.lines.map(\.count).max() ?? 0) * Self.labelCharacter
      let height = Double(edge.lines.count) * Self.labelLine + 2
      let from = rank[edge.from] ?? 0
      if edge.from == edge.to {
        extent[from] += sideways ? height : width
        continue
      }
      let at = min(from, rank[edge.to] ?? 0)
      bandDepth[at] = max(bandDepth[at], sideways ? width : height)
      bandExtent[at] += (sideways ? height : width) + Self.nodeSeparation
    }
    let along =
      depth.reduce(0, +) + bandDepth.reduce(0, +) + Double(count - 1) * Self.rankSeparation
    let across = max(extent.max() ?? 0, bandExtent.max() ?? 0)
    self.init(width: sideways ? along : across, height: sideways ? across : along)
  }

  private static let startPoint = "\u{0}start"

  private static func size(of node: String) -> (Double, Double) {
    if node == startPoint || Node(node).isStart { return (11, 11) }
    return (max(54, Double(node.count) * stateCharacter + 16), stateHeight)
  }

  /// Each node's rank: the longest path to it once the edges a depth-first walk (in node order)
  /// finds going back are turned around, as `dot` breaks cycles. Self-loops have no rank.
  package static func ranks(_ nodes: [String], _ edges: [(String, String)]) -> [String: Int] {
    var successors: [String: [String]] = [:]
    for (from, to) in edges where from != to { successors[from, default: []].append(to) }
    var visiting: Set<String> = []
    var done: Set<String> = []
    var backward: Set<[String]> = []
    for root in nodes where !done.contains(root) {
      // An explicit stack: (node, index of its next successor).
      var stack: [(String, Int)] = [(root, 0)]
      visiting.insert(root)
      while let (node, next) = stack.last {
        let list = successors[node] ?? []
        guard next < list.count else {
          stack.removeLast()
          visiting.remove(node)
          done.insert(node)
          continue
        }
        stack[stack.count - 1].1 += 1
        let target = list[next]
        if visiting.contains(target) {
          backward.insert([node, target])
        } else if !done.contains(target) {
          visiting.insert(target)
          stack.append((target, 0))
        }
      }
    }
    let forward = edges.filter { $0.0 != $0.1 }.map {
      backward.contains([$0.0, $0.1]) ? ($0.1, $0.0) : $0
    }
    var rank: [String: Int] = [:]
    for node in nodes { rank[node] = 0 }
    for _ in 0..<nodes.count {
      var changed = false
      for (from, to) in forward where (rank[to] ?? 0) < (rank[from] ?? 0) + 1 {
        rank[to] = (rank[from] ?? 0) + 1
        changed = true
      }
      if !changed { break }
    }
    return rank
  }
}
