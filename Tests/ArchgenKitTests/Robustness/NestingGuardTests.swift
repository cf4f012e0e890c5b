import XCTest

@testable import ArchgenKit

/// Brackets nested deeper than the parser can take are refused with a located error, not a crash.
final class NestingGuardTests: XCTestCase {
  func testDeepBracketsAreRefusedWhereTheyGetTooDeep() {
    let text = "let a = 1\n  x = " + String(repeating: "f(", count: 20_000) + "\n"
    let parsed = ParsedSource(path: "Deep.swift", text: text)
    XCTAssertEqual(
      parsed.syntaxErrors.map(\.description),
      [
        "Deep.swift:2:\(6 + 2 * (NestingGuard.limit + 1)): error: brackets nested more than "
          + "\(NestingGuard.limit) levels deep; the file is not read"
      ])
    XCTAssertEqual(parsed.tree.statements.count, 0)
  }

  func testNestingUpToTheLimitIsParsed() {
    let depth = NestingGuard.limit
    let text =
      "let a = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
    XCTAssertNil(NestingGuard.problem(text))
    XCTAssertNil(ParsedSource(path: "a.swift", text: text).refusal)
  }

  /// The readers parse on their own worker threads, whose stack must take the deepest nesting
  /// the guard lets through (Dispatch's workers have a small fixed one).
  func testReadersOnWorkerThreadsTakeNestingUpToTheLimit() {
    let depth = NestingGuard.limit
    let text =
      "func reduce(state: inout S, event: E) {\n  switch event {\n  case .a:\n    state = "
      + String(repeating: "f(", count: depth) + ".b" + String(repeating: ")", count: depth)
      + "\n  }\n}\nlet x = CurrentEnvironment.env\n"
    let graph = StateGraph.analyze(
      sources: [SourceText(path: "Deep.swift", text: text)], options: GraphOptions(paths: []))
    // Past the parser's own 256 levels the file is invalid Swift: read, and reported as such.
    XCTAssertEqual(graph.diagnostics.first?.file, "Deep.swift")
    XCTAssertEqual(graph.diagnostics.first?.line, 4)
    let lint = FileLinter(config: LintConfig()).lint(path: "Deep.swift", text: text)
    XCTAssertEqual(Set(lint.map(\.rule)), [LintRegistry.syntaxErrorID])
  }

  /// SwiftParser takes time doubling with each `[` directly inside a `[`: 25 take minutes.
  func testLongRunsOfSquareBracketsAreRefused() {
    let limit = NestingGuard.squareRunLimit
    func nested(_ depth: Int) -> String {
      "let a: " + String(repeating: "[ ", count: depth) + "Int"
        + String(repeating: "]", count: depth)
    }
    XCTAssertNil(ParsedSource(path: "a.swift", text: nested(limit)).refusal)
    XCTAssertEqual(
      ParsedSource(path: "a.swift", text: nested(40)).refusal?.description,
      "a.swift:1:\(8 + 2 * limit): error: more than \(limit) '[' nested directly in each other; "
        + "the file is not read")
    // Elements between the brackets end a run: `[1, [2, [3, ...` reads in linear time.
    let list =
      "let a = " + String(repeating: "[1, ", count: 40) + "1" + String(repeating: "]", count: 40)
    XCTAssertNil(NestingGuard.problem(list))
  }

  func testBracketsInCommentsAndStringsDoNotCount() {
    let many = String(repeating: "(", count: 2 * NestingGuard.limit)
    for text in [
      "// \(many)\nlet a = 1", "/* \(many) */ let a = 1", "let s = \"\(many)\"",
      "let s = \"\\\"\(many)\"", "let s = \"\"\nlet t = \"\(many)\"",
    ] {
      XCTAssertNil(NestingGuard.problem(text), text)
    }
    XCTAssertNotNil(NestingGuard.problem("/* a */ \(many)"))
    // The code of an interpolation counts, and the string goes on after it.
    XCTAssertNotNil(NestingGuard.problem("let s = \"a\\(f(\(many)"))
    XCTAssertNotNil(NestingGuard.problem("let s = \"\"\"\n \\(\(many)"))
    XCTAssertNil(NestingGuard.problem("let s = \"\\(a) \(many)\"\nlet t = \"\"\"\n\(many)\n\"\"\""))
    let run = String(repeating: "[", count: NestingGuard.squareRunLimit + 1)
    // Found by the fuzzer (seed 2, input 41808): an interpolation left open at the end of its line
    // made a later `(...)` look like its end, and the run after it like string content.
    XCTAssertNotNil(
      NestingGuard.problem("Text(\"\\(env.date()\")\n}\nfunc title() -> String {\(run) \"a\" }"))
    XCTAssertEqual(
      NestingGuard.problem("let s = \"\\(x\(run)\")\"")?.offset, 12 + NestingGuard.squareRunLimit)
    XCTAssertNotNil(NestingGuard.problem("let s = \"a\" + \(many)"))
  }

  func testClosedBracketsDoNotAddUp() {
    let text = String(repeating: "f(x)[0]{ }\n", count: 10 * NestingGuard.limit)
    XCTAssertNil(NestingGuard.problem(text))
  }

  func testParallelRunsEveryIndexOnce() {
    let slots = Slots<Int>(count: 1_000, empty: 0)
    Parallel.forEach(1_000) { index in slots.set(index, slots.all[index] + index + 1) }
    XCTAssertEqual(slots.all, Array(1...1_000))
    Parallel.forEach(0) { _ in XCTFail("no work") }
  }
}

/// Generic arguments nested deep on one line (`A<A<A<…`) take the parser's look-ahead minutes
/// (issue 22's fuzzing): refused at the `<` past the limit; comparisons are left alone.
final class AngleNestingTests: XCTestCase {
  func testDeepGenericArgumentsAreRefused() {
    let depth = 2_000
    let text =
      "let b: A" + String(repeating: "<A", count: depth) + String(repeating: ">", count: depth)
      + " = x\n"
    XCTAssertEqual(
      ParsedSource(path: "a.swift", text: text).refusal?.description,
      "a.swift:1:\(9 + 2 * NestingGuard.angleLimit): error: more than "
        + "\(NestingGuard.angleLimit) generic '<' open on one line; the file is not read")
  }

  func testRealGenericsAndComparisonsAreRead() {
    let text = """
      let a: Dictionary<String, Array<Optional<Set<Int>>>> = [:]
      \((0..<200).map { "let c\($0) = i<n && j<m" }.joined(separator: "\n"))
      for i in 0..<n where i<m {}

      """
    XCTAssertNil(NestingGuard.problem(text))
  }
}
