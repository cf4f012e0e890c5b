import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// Fixtures and Graphviz for the graph tests (goldens: `Golden`, in ArchgenTestSupport).
enum GraphFixtures {
  static let directory = Fixtures.url("StateGraph")

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

  /// The files of one multi-file fixture (`Fixtures/StateGraph/<group>/<name>/`), read as one run.
  static func analyze(group: String, _ name: String) throws -> GraphResult {
    let folder = directory.appendingPathComponent(group).appendingPathComponent(name)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".swift")
    }.sorted()
    let sources = try files.map { file in
      SourceText(
        path: "Fixtures/StateGraph/\(group)/\(name)/\(file)",
        text: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
    }
    return StateGraph.analyze(
      sources: sources, options: GraphOptions(paths: [], functions: functions))
  }

  /// Each multi-file fixture `name` of `group` draws machines that match its goldens
  /// (`StateGraph/<group>/Golden/<name>.json` and `.dot`); failures point at the caller.
  static func assertGroupGoldens(
    _ group: String, _ names: [String], file: StaticString = #filePath, line: UInt = #line
  ) throws {
    for name in names {
      let machines = try analyze(group: group, name).machines
      XCTAssertFalse(machines.isEmpty, name, file: file, line: line)
      Golden.assertMatches(
        JSONRenderer().render(machines), fixture: "StateGraph/\(group)/Golden/\(name).json",
        file: file, line: line)
      Golden.assertMatches(
        DOTRenderer().render(machines), fixture: "StateGraph/\(group)/Golden/\(name).dot",
        file: file, line: line)
    }
  }

  /// Each machine's edges as `from -event-> to`, by machine name (machines of one name, such as a
  /// type's two handlers, in the order they are drawn).
  static func edgesByMachine(_ result: GraphResult) -> [String: [String]] {
    var found: [String: [String]] = [:]
    for machine in result.machines {
      found[machine.name, default: []] += machine.transitions.map {
        "\($0.from) -\($0.event)-> \($0.to)"
      }
    }
    return found
  }

  static func analyze(code: String, path: String = "Inline.swift", functions: [String] = [])
    -> GraphResult
  {
    StateGraph.analyze(
      sources: [SourceText(path: path, text: code)],
      options: GraphOptions(paths: [], functions: functions, strict: true))
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
