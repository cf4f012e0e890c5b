import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// Every node, guard and event the graph goldens hold reads into the model and prints back byte
/// for byte. `ARCHGEN_MODEL_JSON=<folder>` adds every `*.stdout` JSON of `graph --format json`
/// runs kept there (the labelled corpus's runs, which the repository does not hold).
final class ModelRoundTripTests: XCTestCase {
  func testGoldenNodesGuardsAndEventsRoundTrip() throws {
    let folder = Fixtures.url("StateGraph/Golden")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    XCTAssertGreaterThan(files.count, 50)
    var counts = (nodes: 0, guards: 0)
    for file in files {
      let data = try Data(contentsOf: folder.appendingPathComponent(file))
      counts = add(counts, try check(data, file))
    }
    XCTAssertGreaterThan(counts.nodes, 500)
    XCTAssertGreaterThan(counts.guards, 50)
  }

  func testKeptCorpusRunsRoundTrip() throws {
    guard let path = ProcessInfo.processInfo.environment["ARCHGEN_MODEL_JSON"] else {
      throw XCTSkip("set ARCHGEN_MODEL_JSON to a folder of graph JSON runs")
    }
    let folder = URL(fileURLWithPath: path)
    var counts = (nodes: 0, guards: 0)
    for file in try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    where file.hasSuffix(".stdout") {
      let data = try Data(contentsOf: folder.appendingPathComponent(file))
      guard data.first == UInt8(ascii: "{") else { continue }
      counts = add(counts, try check(data, file))
    }
    print("round-tripped \(counts.nodes) nodes and \(counts.guards) guards")
  }

  private func add(_ a: (nodes: Int, guards: Int), _ b: (nodes: Int, guards: Int)) -> (
    nodes: Int, guards: Int
  ) {
    (a.nodes + b.nodes, a.guards + b.guards)
  }

  /// The nodes, guards and events of one JSON document; the numbers of nodes and guards checked.
  private func check(_ data: Data, _ file: String) throws -> (nodes: Int, guards: Int) {
    let document = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    let machines = document["machines"] as? [[String: Any]] ?? []
    var nodes: [String] = []
    var guards: [String] = []
    for machine in machines {
      nodes += machine["states"] as? [String] ?? []
      if let initial = machine["initial"] as? String { nodes.append(initial) }
      for transition in machine["transitions"] as? [[String: Any]] ?? [] {
        nodes += [transition["from"], transition["to"]].compactMap { $0 as? String }
        if let text = transition["guard"] as? String { guards.append(text) }
        if let event = transition["event"] as? String {
          XCTAssertEqual(EventPath(event).text, event, file)
        }
      }
    }
    for text in nodes {
      XCTAssertEqual(Node(text).text, text, file)
    }
    for text in guards {
      let condition = Guard(text)
      XCTAssertEqual(condition.printed, text, file)
      XCTAssertFalse(condition.parts.isEmpty, "\(file): \(text)")
    }
    return (nodes.count, guards.count)
  }
}
