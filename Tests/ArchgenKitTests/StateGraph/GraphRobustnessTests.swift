import ArchgenKit
import ArchgenTestSupport
import XCTest

/// Broken and truncated input never crashes the reader and keeps what can be read.
final class GraphRobustnessTests: XCTestCase {
  func testSyntaxErrorsKeepReadableMachinesAndWarn() throws {
    let result = try GraphFixtures.analyze("BrokenReducers.swift")
    XCTAssertEqual(result.machines.map(\.name), ["reduce", "reduceDoor"])
    XCTAssertEqual(result.machines.first?.transitions.count, 3)
    let warning = try XCTUnwrap(result.diagnostics.first)
    XCTAssertEqual(warning.severity, .warning)
    XCTAssertEqual(warning.file, "Fixtures/StateGraph/BrokenReducers.swift")
    XCTAssertEqual(warning.line, 19)
  }

  func testTruncatedFixturesNeverCrash() throws {
    var cuts = 0
    for name in GraphFixtures.names {
      let text = try GraphFixtures.source(name).text
      let scalars = Array(text.unicodeScalars)
      let step = max(1, scalars.count / 25)
      for end in stride(from: 0, through: scalars.count, by: step) {
        var prefix = String.UnicodeScalarView()
        prefix.append(contentsOf: scalars[..<end])
        let result = StateGraph.analyze(
          sources: [SourceText(path: name, text: String(prefix))],
          options: GraphOptions(paths: [], functions: GraphFixtures.functions, strict: true))
        for format in GraphFormat.allCases {
          _ = format.renderer().render(result.machines)
        }
        cuts += 1
      }
    }
    XCTAssertGreaterThan(cuts, 300)
  }

  func testGarbageNeverCrashes() {
    let inputs = [
      "", "switch", "switch (state, event) {",
      "func reduce(state: inout S, event: E) { switch event { case",
      "case .a: state = ", "}}}}{{{{ switch event { default: state = .x }",
      "\u{1F600} switch initial enum",
      "func reduce(state: S, event: E) -> S { switch (state, event) { case (.a, .b), : return } }",
    ]
    for input in inputs {
      _ = StateGraph.analyze(
        sources: [SourceText(path: "g.swift", text: input)],
        options: GraphOptions(paths: [], strict: true))
    }
  }

  func testNonUTF8FilesAreSkippedWithAWarningAndNULBytesAreRead() throws {
    let directory = try temporaryDirectory("graph-bad").url
    try Data([0x73, 0x77, 0x00, 0x01]).write(to: directory.appendingPathComponent("a.swift"))
    try Data([0xFF, 0xFE, 0x73]).write(to: directory.appendingPathComponent("b.swift"))
    try GraphFixtures.source("AuthService.swift").text
      .write(to: directory.appendingPathComponent("c.swift"), atomically: true, encoding: .utf8)
    let result = StateGraph.analyze(GraphOptions(paths: [directory.path]))
    XCTAssertEqual(result.machines.map(\.name), ["AuthService"])
    // A NUL byte is read like any other character (issue 22): only b.swift is skipped.
    XCTAssertEqual(result.diagnostics.map(\.severity), [.warning])
    XCTAssertEqual(result.diagnostics.map(\.message), ["skipped: file is not valid UTF-8"])
  }

  func testMissingPathIsAnErrorNamingIt() {
    let result = StateGraph.analyze(GraphOptions(paths: ["/no/such/dir"]))
    XCTAssertEqual(
      result.diagnostics.map(\.description), ["/no/such/dir: error: no such file or directory"])
  }

  func testFolderIsReadInSortedOrder() {
    let result = StateGraph.analyze(
      GraphOptions(paths: [GraphFixtures.directory.path], functions: GraphFixtures.functions))
    // Paths, not names: the multi-file fixtures of Summaries/ are read where their folder sorts.
    let files = result.machines.map(\.file)
    XCTAssertEqual(files, files.sorted())
    XCTAssertTrue(files.contains { $0.contains("/Summaries/") })
    XCTAssertGreaterThanOrEqual(result.machines.count, 13)
  }
}
