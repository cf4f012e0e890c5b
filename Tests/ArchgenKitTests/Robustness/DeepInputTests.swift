import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit

/// Trees deep without brackets (issue 22): long member chains, `else if` chains and runs of casts
/// crashed every reader (exit 139). Such a file is refused with a located error, the others of the
/// run are read as usual, and the parse runs on a deep stack whatever the caller's thread.
final class DeepInputTests: XCTestCase {
  /// Deep enough to exhaust the test thread's 8 MB stack in a walk.
  static let depth = 20_000

  static let chain =
    "func f() {\n  let a = Current" + String(repeating: ".x", count: depth) + "\n}\n"
  static let elseIfs =
    "func f(x: Int) {\n  if x == 0 {\n  }"
    + (1...depth / 2).map { " else if x == \($0) {\n  }" }.joined() + "\n}\n"
  static let casts =
    "func f(x: Any) {\n  let y = x" + String(repeating: " as! Any", count: depth) + "\n}\n"

  /// What makes each reader parse a file rather than set it aside.
  static let readable =
    "// archgen:enum-props\nenum E { case a(Int) }\n"
    + "func reduce(state: inout E, event: E) {}\nlet b = CurrentEnvironment.env\n"

  private func refusal(_ text: String) -> String? {
    ParsedSource(path: "Deep.swift", text: text).refusal?.description
  }

  func testALongMemberChainIsRefusedWhereItStarts() {
    XCTAssertEqual(
      refusal(Self.chain),
      "Deep.swift:2:11: error: code nested more than \(SyntaxDepthGuard.limit) levels deep (a long "
        + "chain of members, casts, operators or else-ifs); the file is not read")
  }

  func testALongElseIfChainIsRefusedAtALocatedElseIf() throws {
    let message = try XCTUnwrap(refusal(Self.elseIfs))
    XCTAssertTrue(message.hasPrefix("Deep.swift:"), message)
    XCTAssertTrue(message.contains(": error: code nested more than"), message)
    let line = try XCTUnwrap(Int(message.split(separator: ":")[1]))
    XCTAssertTrue(line > 3 && line < Self.depth, message)
  }

  func testAFlatRunOfCastsIsRead() {
    XCTAssertNil(refusal(Self.casts))
  }

  func testRealisticDepthIsRead() {
    let chain = "let a = Current" + String(repeating: ".x", count: 1_000) + "\n"
    XCTAssertNil(refusal(chain))
  }

  /// Each reader reports the deep file where it is and reads the other file as if alone.
  func testTheOtherFilesResultsStand() {
    let good = SourceText(
      path: "Good.swift",
      text: """
        // archgen:enum-props
        enum Phase { case idle, loading(Int) }
        final class Shop {
          func reduce(state: inout Phase, action: Action) {
            switch action {
            case .start: state = .loading(1)
            }
          }
        }
        enum Action { case start }
        let z = CurrentEnvironment.env

        """)
    do {
      let text = Self.chain
      // What makes each reader parse the file rather than set it aside.
      let deep = SourceText(path: "Deep.swift", text: Self.readable + text)
      let graph = StateGraph.analyze(sources: [deep, good], options: GraphOptions(paths: []))
      XCTAssertEqual(graph.machines.map(\.name), ["Shop"])
      XCTAssertEqual(graph.diagnostics.map(\.file), ["Deep.swift"])
      XCTAssertEqual(graph.diagnostics.map(\.severity), [.warning])
      XCTAssertNotNil(graph.diagnostics.first?.line)

      let enums = EnumPropertiesGenerator(selection: .all).generate(sources: [deep, good])
      XCTAssertEqual(enums.documents.count, 1)
      XCTAssertEqual(enums.diagnostics.map(\.file), ["Deep.swift"])

      let tests = TestGenerator.suites(sources: [deep, good], options: GraphOptions(paths: []))
      XCTAssertEqual(tests.suites.map(\.machine), ["Shop"])

      let linter = FileLinter(config: LintConfig())
      XCTAssertEqual(
        linter.lint(path: deep.path, text: deep.text).map(\.rule), [LintRegistry.syntaxErrorID])
      XCTAssertEqual(
        linter.lint(path: good.path, text: good.text).map(\.rule), ["direct-environment-access"])
    }
  }

  /// The built tool on a 100,000-member chain (deeper than the 64 MB stacks of the readers'
  /// threads took): every command ends with a status of its own, never a signal.
  func testTheCommandsEndWithoutASignal() throws {
    let folder = try temporaryDirectory("deep")
    try folder.write(
      "Sources/Deep.swift",
      Self.readable + "let a = CurrentEnvironment" + String(repeating: ".x", count: 100_000)
        + "\n")
    try folder.write(
      "Sources/Good.swift", "// archgen:enum-props\nenum Phase { case idle, loading(Int) }\n")
    for (arguments, status) in [
      (["lint", "Sources"], 1), (["graph", "Sources"], 0), (["enum-props", "Sources"], 2),
      (["tests", "Sources", "--output", "Tests"], 0),
    ] {
      let result = try ArchgenBinary.run(arguments, in: folder.url)
      XCTAssertFalse(result.signalled, "\(arguments): \(result.output)")
      XCTAssertEqual(result.status, Int32(status), "\(arguments): \(result.output)")
      XCTAssertTrue(
        result.output.contains("Sources/Deep.swift:5:9: ")
          && result.output.contains("levels deep"), "\(arguments): \(result.output)")
    }
  }
}
