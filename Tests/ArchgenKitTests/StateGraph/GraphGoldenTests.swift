import ArchgenKit
import ArchgenTestSupport
import XCTest

/// Every fixture against its golden JSON and DOT, byte for byte.
final class GraphGoldenTests: XCTestCase {
  static let negative: Set<String> = [
    "NegativeChosenValues.swift", "NegativeCommentsAndStrings.swift", "NegativeFalseMachines.swift",
    "NegativeUIKitHandler.swift",
    "NegativeUIState.swift", "NegativeViewBundle.swift",
  ]

  func testFixturesExist() {
    XCTAssertGreaterThanOrEqual(GraphFixtures.names.count, 12)
  }

  func testFixturesMatchGoldenJSONAndDOT() throws {
    for name in GraphFixtures.names {
      let result = try GraphFixtures.analyze(name)
      let base = String(name.dropLast(".swift".count))
      Golden.assertMatches(
        JSONRenderer().render(result.machines), fixture: "StateGraph/Golden/\(base).json")
      Golden.assertMatches(
        DOTRenderer().render(result.machines), fixture: "StateGraph/Golden/\(base).dot")
      if Self.negative.contains(name) {
        XCTAssertEqual(result.machines, [], "\(name) must yield no machine")
      } else {
        XCTAssertFalse(result.machines.isEmpty, "\(name) must yield a machine")
        XCTAssertFalse(result.machines.allSatisfy { $0.transitions.isEmpty }, name)
      }
    }
  }

  /// Three enum-state fixtures, and every fixture with a struct-state machine (drawn as regions).
  func testMermaidAndPlantUMLGoldens() throws {
    let regions = try GraphFixtures.names.filter { name in
      try GraphFixtures.analyze(name).machines.contains { StateRegions($0) != nil }
    }
    XCTAssertGreaterThanOrEqual(regions.count, 15)
    for name in ["AuthService.swift", "DownloadsStore.swift", "SearchFeature.swift"] + regions {
      let machines = try GraphFixtures.analyze(name).machines
      let base = String(name.dropLast(".swift".count))
      Golden.assertMatches(
        MermaidRenderer().render(machines), fixture: "StateGraph/Golden/\(base).mmd")
      Golden.assertMatches(
        PlantUMLRenderer().render(machines), fixture: "StateGraph/Golden/\(base).puml")
    }
  }

  func testEveryFixtureDOTIsAcceptedByGraphviz() throws {
    for name in GraphFixtures.names {
      let machines = try GraphFixtures.analyze(name).machines
      if machines.isEmpty { continue }
      for direction in GraphDirection.allCases {
        try GraphGraphviz.assertAccepted(
          DOTRenderer(direction: direction).render(machines), "\(name) \(direction.rawValue)")
      }
    }
  }

  /// Every DOT file kept in the repository: the goldens and the documentation's pictures.
  func testEveryGoldenDOTFileIsAcceptedByGraphviz() throws {
    var files: [URL] = []
    for folder in [
      Fixtures.url("StateGraph/Golden"),
      Repository.root.appendingPathComponent("Documentation/images"),
    ] {
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      files += names.filter { $0.hasSuffix(".dot") }.sorted().map {
        folder.appendingPathComponent($0)
      }
    }
    XCTAssertGreaterThanOrEqual(files.count, GraphFixtures.names.count)
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      if text.isEmpty { continue }
      try GraphGraphviz.assertAccepted(text, file.lastPathComponent)
    }
  }

  func testOutputIsDeterministic() throws {
    for name in GraphFixtures.names {
      let first = JSONRenderer().render(try GraphFixtures.analyze(name).machines)
      let second = JSONRenderer().render(try GraphFixtures.analyze(name).machines)
      XCTAssertEqual(first, second, name)
    }
  }
}
