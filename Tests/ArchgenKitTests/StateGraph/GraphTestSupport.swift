import ArchgenKit
import Foundation
import XCTest

/// Fixtures, goldens and Graphviz for the graph tests.
enum GraphFixtures {
  /// The package root, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static let directory = root.appendingPathComponent("Fixtures/StateGraph")
  static let golden = directory.appendingPathComponent("Golden")

  /// Config names used by every golden run (`BookingMachine.advance`).
  static let functions = ["advance"]

  /// The fixture file names, sorted.
  static var names: [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return entries.filter { $0.hasSuffix(".swift") }.sorted()
  }

  static func source(_ name: String) throws -> SourceText {
    let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    return SourceText(path: "Fixtures/StateGraph/\(name)", text: text)
  }

  static func analyze(_ name: String, strict: Bool = false) throws -> GraphResult {
    StateGraph.analyze(
      sources: [try source(name)],
      options: GraphOptions(paths: [], functions: functions, strict: strict))
  }

  static func analyze(code: String, path: String = "Inline.swift", functions: [String] = [])
    -> GraphResult
  {
    StateGraph.analyze(
      sources: [SourceText(path: path, text: code)],
      options: GraphOptions(paths: [], functions: functions, strict: true))
  }
}

/// Byte-for-byte golden comparison; `ARCHGEN_RECORD=1` re-records.
enum GraphGolden {
  static var recording: Bool { ProcessInfo.processInfo.environment["ARCHGEN_RECORD"] == "1" }

  static func assertMatches(
    _ actual: String, golden name: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let url = GraphFixtures.golden.appendingPathComponent(name)
    if recording {
      try FileManager.default.createDirectory(
        at: GraphFixtures.golden, withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      XCTFail(
        "missing golden \(name); run with ARCHGEN_RECORD=1 to record it", file: file, line: line)
      return
    }
    if expected != actual {
      XCTFail("\(name) differs from its golden:\n\(diff(expected, actual))", file: file, line: line)
    }
  }

  /// The first differing lines with a little context, marked `-` expected and `+` actual.
  static func diff(_ expected: String, _ actual: String) -> String {
    let old = expected.components(separatedBy: "\n")
    let new = actual.components(separatedBy: "\n")
    var index = 0
    while index < old.count && index < new.count && old[index] == new[index] { index += 1 }
    var lines = ["@@ line \(index + 1) @@"]
    for context in max(0, index - 2)..<index { lines.append("  " + old[context]) }
    for offset in 0..<6 {
      let expectedLine = index + offset < old.count ? old[index + offset] : nil
      let actualLine = index + offset < new.count ? new[index + offset] : nil
      if expectedLine == actualLine {
        if let expectedLine { lines.append("  " + expectedLine) }
        continue
      }
      if let expectedLine { lines.append("- " + expectedLine) }
      if let actualLine { lines.append("+ " + actualLine) }
    }
    if old.count != new.count { lines.append("(expected \(old.count) lines, got \(new.count))") }
    return lines.joined(separator: "\n")
  }
}

/// Runs Graphviz `dot` when it is installed.
enum GraphGraphviz {
  static var dotPath: String? { GraphvizRunner.locate() }

  /// Fails the test when `dot -Tsvg` rejects `text`; throws XCTSkip when Graphviz is absent.
  static func assertAccepted(
    _ text: String, _ context: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    guard dotPath != nil else { throw XCTSkip("Graphviz dot not installed") }
    do {
      let svg = try GraphvizRunner.render(text, as: .svg)
      XCTAssertTrue(
        String(decoding: svg, as: UTF8.self).contains("<svg"), context, file: file, line: line)
    } catch {
      XCTFail("dot rejected \(context): \(error)\n\(text)", file: file, line: line)
    }
  }
}
