import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// Issue 24 item 5: a whole repository, test folders and machines of one name.
final class WholeRepositoryTests: XCTestCase {
  private let reducer = """
    enum S: Equatable { case a, b }
    enum E { case go }
    enum Flow {
      static func reduce(state: S, event: E) -> S {
        switch (state, event) { case (.a, .go): return .b
        default: return state }
      }
    }
    """

  func testTestFoldersAreSkippedAsGraphSkipsThem() throws {
    let root = try temporaryDirectory("whole-repo")
    for folder in ["App/Sources", "App/Tests", "AppTests"] {
      try FileManager.default.createDirectory(
        at: root.file(folder), withIntermediateDirectories: true)
    }
    try Data(reducer.utf8).write(to: root.file("App/Sources/Flow.swift"))
    try Data(reducer.replacingOccurrences(of: "Flow", with: "Mock").utf8)
      .write(to: root.file("App/Tests/Mock.swift"))
    try Data(reducer.replacingOccurrences(of: "Flow", with: "Fake").utf8)
      .write(to: root.file("AppTests/Fake.swift"))
    let generation = try TestGenerator.plan(
      TestRequest(
        paths: [root.path], outputDirectory: root.file("Out").path, framework: .xctest,
        module: "App"))
    XCTAssertEqual(generation.report.suites.map(\.machine), ["Flow"])
  }

  func testMachinesOfOneNameGetFolderPrefixesAndOneSummaryLine() throws {
    let sources = ["Examples/Todos/Sources/Flow.swift", "Examples/Search/Sources/Flow.swift"].map {
      SourceText(path: $0, text: reducer)
    }
    let generation = try TestGenerator.plan(
      sources: sources,
      request: TestRequest(
        paths: [], outputDirectory: temporaryDirectory("same-name").path, framework: .xctest,
        module: "App"))
    XCTAssertEqual(
      generation.plan.files.map { URL(fileURLWithPath: $0.path).lastPathComponent },
      ["TodosFlowReduceTests.swift", "SearchFlowReduceTests.swift"])
    XCTAssertTrue(generation.plan.files[0].contents.contains("class TodosFlowReduceTests"))
    let shared = generation.report.summary.split(separator: "\n").filter {
      $0.contains("machines named")
    }
    XCTAssertEqual(shared.count, 1)
    XCTAssertTrue(shared[0].hasPrefix("2 machines named FlowReduce"), String(shared[0]))
  }
}
