import SwiftParser
import SwiftSyntax
import XCTest

@testable import ArchgenKit

/// One reading of "what is a reducer" (issue 11 point 6): each snippet is run through the shared
/// detector once, and both graph and lint's `impure-reducer` must agree with that one answer.
final class ReducerDetectorSharedTests: XCTestCase {
  /// Each snippet reads the clock (`Date()`) and changes its state.
  private let snippets: [(name: String, code: String)] = [
    (
      "inout function",
      """
      func reduce(state: inout Lamp, action: LampAction) {
        switch action { case .on: state = .lit(Date()) }
      }
      """
    ),
    (
      "returning function",
      """
      func next(state: Lamp, event: LampEvent) -> Lamp {
        switch event { case .on: return .lit(Date()) }
      }
      """
    ),
    (
      "Reduce closure",
      """
      struct Feature {
        var body: some ReducerOf<Self> {
          Reduce { state, _ in
            switch state.mode { case .idle: state.mode = .since(Date())
            default: break }
            return .none
          }
        }
      }
      """
    ),
    (
      "Workflow action",
      """
      enum LampAction {
        case on
        func apply(toState state: inout Lamp) -> Output? {
          switch self { case .on: state = .lit(Date()) }
          return nil
        }
      }
      """
    ),
    (
      "read-only render",
      """
      func render(state: Lamp, action: LampAction) {
        switch action { case .on: print(Date(), state) }
      }
      """
    ),
    (
      "filter predicate",
      """
      let picked = actions.filter { state, action in
        switch action { case .on: return Date() > state.since
        default: return false }
      }
      """
    ),
  ]
  private let expected = [true, true, true, true, false, false]

  /// The first function or closure of a snippet, which the detector judges.
  private final class FirstCandidate: SyntaxVisitor {
    var found: Syntax?
    init() { super.init(viewMode: .sourceAccurate) }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      if found == nil { found = Syntax(node) }
      return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
      if found == nil { found = Syntax(node) }
      return .skipChildren
    }
  }

  private func lintsImpurity(_ code: String) -> Bool {
    var config = LintConfig()
    var rule = LintConfig.RuleConfig()
    rule.enabled = true
    config.rules[ImpureReducerRule.id] = rule
    return FileLinter(config: config).lint(path: "Sources/R.swift", text: code)
      .contains { $0.rule == ImpureReducerRule.id }
  }

  func testGraphAndLintAgreeWithTheOneDetector() throws {
    for (index, snippet) in snippets.enumerated() {
      let candidate = FirstCandidate()
      candidate.walk(Parser.parse(source: snippet.code))
      let node = try XCTUnwrap(candidate.found, snippet.name)
      let isReducer = ReducerDetector.isReducer(node)
      XCTAssertEqual(isReducer, expected[index], snippet.name)
      let drawn = !GraphFixtures.analyze(code: snippet.code).machines.isEmpty
      XCTAssertEqual(drawn, isReducer, "graph: \(snippet.name)")
      XCTAssertEqual(lintsImpurity(snippet.code), isReducer, "lint: \(snippet.name)")
    }
  }
}
