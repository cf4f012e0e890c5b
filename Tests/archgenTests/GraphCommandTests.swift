import ArchgenTestSupport
import Foundation
import XCTest

/// Runs the built `archgen graph` and checks stdout, stderr and the exit status.
final class GraphCommandTests: XCTestCase {
  private func archgen(_ arguments: [String], environment: [String: String] = [:]) throws
    -> ArchgenBinary.Result
  {
    try ArchgenBinary.run(["graph"] + arguments, in: Repository.root, environment: environment)
  }

  private let player = "Fixtures/StateGraph/PlayerReducer.swift"

  func testDefaultFormatIsTheGoldenDOT() throws {
    let run = try archgen([player])
    XCTAssertEqual(run.status, 0, run.stderr)
    let golden = try String(
      contentsOf: Repository.root.appendingPathComponent(
        "Fixtures/StateGraph/Golden/PlayerReducer.dot"),
      encoding: .utf8)
    XCTAssertEqual(run.stdout, golden)
    XCTAssertEqual(run.stderr, "")
  }

  func testJSONAndTypeFilterOverAFolder() throws {
    let run = try archgen(["Fixtures/StateGraph", "--format", "json", "--type", "Search"])
    XCTAssertEqual(run.status, 0, run.stderr)
    let golden = try String(
      contentsOf: Repository.root.appendingPathComponent(
        "Fixtures/StateGraph/Golden/SearchFeature.json"),
      encoding: .utf8)
    XCTAssertEqual(run.stdout, golden)
  }

  func testMermaidAndPlantUMLDirections() throws {
    let mermaid = try archgen([player, "--format", "mermaid", "--direction", "TB"])
    XCTAssertEqual(mermaid.status, 0)
    XCTAssertTrue(mermaid.stdout.contains("stateDiagram-v2\n  direction TB\n"), mermaid.stdout)
    let plantuml = try archgen([player, "--format", "plantuml"])
    XCTAssertTrue(plantuml.stdout.hasPrefix("@startuml\n"), plantuml.stdout)
  }

  func testMissingPathExitsTwoNamingIt() throws {
    let run = try archgen(["Fixtures/StateGraph/NoSuchFile.swift"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(
      run.stderr, "Fixtures/StateGraph/NoSuchFile.swift: error: no such file or directory\n")
    XCTAssertEqual(run.stdout, "")
  }

  func testSyntaxErrorsWarnButStillDraw() throws {
    let run = try archgen(["Fixtures/StateGraph/BrokenReducers.swift"])
    XCTAssertEqual(run.status, 0)
    XCTAssertTrue(
      run.stderr.hasPrefix("Fixtures/StateGraph/BrokenReducers.swift:19:22: warning:"), run.stderr)
    XCTAssertTrue(run.stdout.contains("digraph \"reduceDoor\""))
  }

  func testStrictWarnsWithLocationsAndRuleIdsAndExitsOne() throws {
    let run = try archgen([player, "--strict"])
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(
      run.stderr,
      "Fixtures/StateGraph/PlayerReducer.swift:41:10: warning: case (failed, errored) is shadowed "
        + "by the earlier case (failed, *) on line 37 (shadowed-case)\n")
    XCTAssertTrue(run.stdout.hasPrefix("digraph \"Player\" {"), run.stdout)
  }

  func testWithoutStrictTheSameInputExitsZero() throws {
    let run = try archgen([player])
    XCTAssertEqual(run.status, 0, run.stderr)
  }

  func testStrictJSONReportGoesToStdoutWhenTheDiagramGoesToAFile() throws {
    let directory = try temporaryDirectory("graph").url
    let diagram = directory.appendingPathComponent("player.dot").path
    let run = try archgen([player, "--strict", "--output", diagram, "--reporter", "json"])
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertEqual(run.stderr, "")
    let items = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    XCTAssertEqual(items.count, 1)
    XCTAssertEqual(items.first?["rule"] as? String, "shadowed-case")
    XCTAssertEqual(items.first?["line"] as? Int, 41)
    XCTAssertTrue(FileManager.default.fileExists(atPath: diagram))
  }

  func testStrictSARIFToAFileAndGitHubActionsToStdoutUnderCheck() throws {
    let directory = try temporaryDirectory("graph").url
    let sarif = directory.appendingPathComponent("graph.sarif").path
    let run = try archgen([
      player, "--strict", "--check", "Documentation/images/graph-example.dot", "--reporter",
      "sarif:\(sarif)", "--reporter", "github-actions",
    ])
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertEqual(
      run.stdout,
      "::warning file=Fixtures/StateGraph/PlayerReducer.swift,line=41,col=10,title=shadowed-case::"
        + "case (failed, errored) is shadowed by the earlier case (failed, *) on line 37\n")
    let log = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sarif)))
        as? [String: Any])
    let sarifRun = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
    let driver = try XCTUnwrap((sarifRun["tool"] as? [String: Any])?["driver"] as? [String: Any])
    XCTAssertEqual(
      (driver["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String },
      [
        "unreachable-state", "dead-end-state", "unhandled-event", "shadowed-case",
        "contradictory-guard",
      ])
    XCTAssertEqual(
      (sarifRun["results"] as? [[String: Any]])?.compactMap { $0["ruleId"] as? String },
      ["shadowed-case"])
  }

  func testSuppressedStrictFindingsExitZero() throws {
    let directory = try temporaryDirectory("graph").url
    let source = try String(
      contentsOf: Repository.root.appendingPathComponent(player), encoding: .utf8)
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let suppressed =
      lines[..<40].joined(separator: "\n") + "\n    // archgen:disable:next shadowed-case\n"
      + lines[40...].joined(separator: "\n")
    let file = directory.appendingPathComponent("PlayerReducer.swift")
    try suppressed.write(to: file, atomically: true, encoding: .utf8)
    let run = try archgen([file.path, "--strict"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stderr, "")
  }

  func testStrictReporterMisuseIsAUsageError() throws {
    let stdoutClash = try archgen([player, "--strict", "--reporter", "json"])
    XCTAssertEqual(stdoutClash.status, 64)
    XCTAssertTrue(stdoutClash.stderr.contains("--reporter json:FILE"), stdoutClash.stderr)
    let withoutStrict = try archgen([player, "--reporter", "xcode"])
    XCTAssertEqual(withoutStrict.status, 64)
    XCTAssertTrue(withoutStrict.stderr.contains("add --strict"), withoutStrict.stderr)
    let unknown = try archgen([player, "--strict", "--reporter", "nope"])
    XCTAssertEqual(unknown.status, 64)
    XCTAssertTrue(unknown.stderr.contains("unknown reporter 'nope'"), unknown.stderr)
  }

  func testCheckPassesWhenFreshAndFailsWhenStale() throws {
    let directory = try temporaryDirectory("graph").url
    let committed = directory.appendingPathComponent("player.dot").path
    XCTAssertEqual(try archgen([player, "--output", committed]).status, 0)
    let fresh = try archgen([player, "--check", committed])
    XCTAssertEqual(fresh.status, 0, fresh.stderr)
    try "digraph \"old\" {}\n".write(toFile: committed, atomically: true, encoding: .utf8)
    let stale = try archgen([player, "--check", committed])
    XCTAssertEqual(stale.status, 1)
    XCTAssertTrue(stale.stderr.contains("committed diagram is stale"), stale.stderr)
  }

  func testOutputDirWritesOneFilePerMachine() throws {
    let directory = try temporaryDirectory("graph").url
    let run = try archgen([
      "Fixtures/StateGraph/ConnectionMachine.swift", "--format", "json", "--output-dir",
      directory.path,
    ])
    XCTAssertEqual(run.status, 0, run.stderr)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    XCTAssertEqual(files, ["ChatSocket.json", "Connection.json"])
  }

  func testConfigAddsFunctionNames() throws {
    let directory = try temporaryDirectory("graph").url
    let config = directory.appendingPathComponent("archgen.yml")
    try "graph:\n  functions: [advance]\n".write(to: config, atomically: true, encoding: .utf8)
    let booking = "Fixtures/StateGraph/BookingMachine.swift"
    let without = try archgen([booking, "--format", "json"])
    XCTAssertEqual(without.status, 0, without.stderr)
    XCTAssertEqual(without.stdout, "{\n  \"machines\": []\n}\n")
    let missing = try archgen([booking, "--config", config.path + ".missing"])
    XCTAssertEqual(missing.status, 2)
    let with = try archgen([booking, "--format", "json", "--config", config.path])
    XCTAssertEqual(with.status, 0, with.stderr)
    XCTAssertTrue(with.stdout.contains("\"name\": \"Booking\""), with.stdout)
  }

  func testRenderSVGRunsGraphviz() throws {
    guard
      FileManager.default.isExecutableFile(atPath: "/usr/bin/dot")
        || ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").contains(where: {
          FileManager.default.isExecutableFile(atPath: "\($0)/dot")
        }) == true
    else { throw XCTSkip("Graphviz dot not installed") }
    let directory = try temporaryDirectory("graph").url
    let svg = directory.appendingPathComponent("player.svg").path
    let run = try archgen([player, "--render", "svg", "--output", svg])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(try String(contentsOfFile: svg, encoding: .utf8).contains("<svg"))
  }

  func testRenderOneImagePerMachineIntoAFolder() throws {
    guard
      ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").contains(where: {
        FileManager.default.isExecutableFile(atPath: "\($0)/dot")
      }) == true
    else { throw XCTSkip("Graphviz dot not installed") }
    let directory = try temporaryDirectory("graph").url
    let run = try archgen([
      "Fixtures/StateGraph/ConnectionMachine.swift", "--render", "svg", "--output-dir",
      directory.path,
    ])
    XCTAssertEqual(run.status, 0, run.stderr)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    XCTAssertEqual(files, ["ChatSocket.svg", "Connection.svg"])
  }

  func testRenderWithoutGraphvizSaysSo() throws {
    let directory = try temporaryDirectory("graph").url
    let run = try archgen(
      [player, "--render", "png", "--output", directory.appendingPathComponent("p.png").path],
      environment: ["PATH": directory.path])
    XCTAssertEqual(run.status, 2)
    XCTAssertTrue(run.stderr.contains("Graphviz 'dot' was not found on PATH"), run.stderr)
  }

  func testOutputAndOutputDirTogetherIsAUsageError() throws {
    let run = try archgen([player, "--output", "a.dot", "--output-dir", "b"])
    XCTAssertEqual(run.status, 64)
  }
}
