import ArchgenTestSupport
import Foundation
import XCTest

/// One vocabulary across commands: walks every command's `--help` through the built binary and
/// checks that the shared flags are spelled and mean the same everywhere; then that the old
/// spellings still work.
final class CommandVocabularyTests: XCTestCase {
  /// One option of a help screen: its names and its value (nil for a flag).
  struct HelpOption {
    var names: [String]
    var value: String?
    var help: String
  }

  /// Every command's path (`["lint"]`, `["templates", "export"]`) with its help screen.
  private func helpScreens() throws -> [(command: [String], text: String)] {
    var screens: [(command: [String], text: String)] = []
    var queue: [[String]] = [[]]
    while !queue.isEmpty {
      let command = queue.removeFirst()
      let run = try ArchgenBinary.run(command + ["--help"], in: Repository.root)
      XCTAssertEqual(run.status, 0, "archgen \(command) --help: \(run.stderr)")
      screens.append((command, run.stdout))
      queue += Self.section("SUBCOMMANDS", of: run.stdout).compactMap { line in
        guard line.hasPrefix("  "), !line.hasPrefix("   "),
          let name = line.split(separator: " ").first.map(String.init),
          name != "help"
        else { return nil }
        return command + [name]
      }
    }
    return screens
  }

  /// The lines of one section (`OPTIONS:`, `SUBCOMMANDS:`) of a help screen.
  static func section(_ title: String, of text: String) -> [String] {
    let lines = text.components(separatedBy: "\n")
    guard let start = lines.firstIndex(of: "\(title):") else { return [] }
    return Array(lines[(start + 1)...].prefix { !$0.isEmpty })
  }

  /// The options of a help screen, continuation lines joined to their option's help.
  static func options(of text: String) -> [HelpOption] {
    var options: [HelpOption] = []
    for line in section("OPTIONS", of: text) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("  -"), !line.hasPrefix("   ") {
        let (head, help) = Self.split(trimmed)
        let words = head.split(separator: " ").map(String.init)
        let names = words.filter { $0.hasPrefix("-") }.map { $0.trimmingCharacters(in: [","]) }
        let value = words.first { $0.hasPrefix("<") }
        options.append(HelpOption(names: names, value: value, help: help))
      } else if !options.isEmpty {
        options[options.count - 1].help += " " + trimmed
      }
    }
    return options
  }

  /// An option line's names and value, and its help (after two spaces or more).
  private static func split(_ line: String) -> (String, String) {
    guard let range = line.range(of: "  ") else { return (line, "") }
    return (
      String(line[..<range.lowerBound]),
      line[range.upperBound...].trimmingCharacters(in: .whitespaces)
    )
  }

  func testEveryCommandsHelpKeepsTheSharedVocabulary() throws {
    let screens = try helpScreens()
    let names = Set(screens.map { $0.command.joined(separator: " ") })
    for expected in [
      "scene", "service", "enum-props", "graph", "tests", "lint", "lint rules", "init",
      "templates export",
    ] {
      XCTAssertTrue(names.contains(expected), "no help walked for \(expected): \(names.sorted())")
    }
    for (command, text) in screens {
      let name = "archgen " + command.joined(separator: " ")
      let options = Self.options(of: text)
      func option(_ long: String) -> HelpOption? { options.first { $0.names.contains(long) } }
      // One meaning of --output: a file, with -o; a folder is --output-dir.
      if let output = option("--output") {
        XCTAssertEqual(output.value, "<file>", "\(name): --output is a file")
        XCTAssertTrue(output.names.contains("-o"), "\(name): --output without -o")
      }
      if let folder = option("--output-dir") {
        XCTAssertEqual(folder.value, "<dir>", "\(name): --output-dir is a folder")
      }
      XCTAssertNil(option("--tests-output"), "\(name): --tests-output is --tests-output-dir")
      // JSON is asked for with --format json, never --json or lint's --reporter.
      XCTAssertNil(option("--json"), "\(name): --json is --format json")
      for other in options where !other.names.contains("--format") {
        XCTAssertFalse(
          other.help.lowercased().contains("json"),
          "\(name): \(other.names) offers JSON outside --format")
      }
      if text.lowercased().contains("json"), let format = option("--format") {
        XCTAssertTrue(format.help.contains("json"), "\(name): --format does not offer json")
      }
      // --check is a flag everywhere: write nothing, exit 1 when stale.
      if let check = option("--check") {
        XCTAssertNil(check.value, "\(name): --check takes no value")
        XCTAssertTrue(check.help.hasPrefix("Write nothing; exit 1 when"), "\(name): \(check.help)")
      }
      // Every command that reads folders takes --exclude globs.
      let readsFolders = Self.section("ARGUMENTS", of: text).joined().contains("folders")
      if readsFolders {
        XCTAssertEqual(option("--exclude")?.value, "<glob>", "\(name): reads folders, no --exclude")
      }
      if let config = option("--config") {
        XCTAssertEqual(config.value, "<file>", "\(name): --config")
      }
    }
  }

  func testLintHelpShowsLintsOptions() throws {
    let run = try ArchgenBinary.run(["lint", "--help"], in: Repository.root)
    let names = Set(Self.options(of: run.stdout).flatMap(\.names))
    for expected in ["--format", "--exclude", "--strict", "--baseline", "--quiet", "--config"] {
      XCTAssertTrue(names.contains(expected), "lint --help lacks \(expected):\n\(run.stdout)")
    }
    XCTAssertTrue(run.stdout.contains("archgen lint [<options>] [<paths> ...]"), run.stdout)
    XCTAssertTrue(Self.section("SUBCOMMANDS", of: run.stdout).joined().contains("rules"))
  }

  func testOldSpellingsStillWork() throws {
    let scratch = try temporaryDirectory("vocabulary")
    let scene = try ArchgenBinary.run(
      ["scene", "Login", "--output", "Scenes", "--tests-output", "Tests", "--json", "--dry-run"],
      in: scratch.url)
    XCTAssertEqual(scene.status, 0, scene.stderr)
    let plan = try JSONSerialization.jsonObject(with: Data(scene.stdout.utf8))
    XCTAssertTrue("\(plan)".contains("Scenes/Login"), "\(plan)")
    XCTAssertTrue("\(plan)".contains("Tests/"), "\(plan)")
    let newScene = try ArchgenBinary.run(
      [
        "scene", "Login", "--output-dir", "Scenes", "--tests-output-dir", "Tests", "--format",
        "json",
        "--dry-run",
      ],
      in: scratch.url)
    XCTAssertEqual(newScene.stdout, scene.stdout)
    let lint = try ArchgenBinary.run(
      ["lint", "--reporter", "json", "Fixtures/PluginSample/Sources"], in: Repository.root)
    XCTAssertEqual(lint.status, 0, lint.stderr)
    XCTAssertEqual(lint.stdout, "[\n\n]\n")
  }

  func testGraphCheckComparesWithTheOutputFileInBothSpellings() throws {
    let player = "Fixtures/StateGraph/PlayerReducer.swift"
    let committed = "Documentation/images/graph-example.dot"
    for arguments in [["-o", committed, "--check"], ["--check", committed]] {
      let fresh = try ArchgenBinary.run(["graph", player] + arguments, in: Repository.root)
      XCTAssertEqual(fresh.status, 0, "\(arguments): \(fresh.stderr)")
      XCTAssertEqual(fresh.stdout, "")
    }
    let scratch = try temporaryDirectory("vocabulary")
    let stale = try scratch.write("stale.dot", "digraph {}\n")
    let run = try ArchgenBinary.run(
      ["graph", player, "--output", stale, "--check"], in: Repository.root)
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertEqual(try scratch.read("stale.dot"), "digraph {}\n")
    let alone = try ArchgenBinary.run(["graph", player, "--check"], in: Repository.root)
    XCTAssertEqual(alone.status, 64, alone.stderr)
    XCTAssertTrue(alone.stderr.contains("--check needs --output FILE"), alone.stderr)
  }

  func testTestsModuleDefaultsLikeScenes() throws {
    let scratch = try temporaryDirectory("vocabulary")
    let project = scratch.url.appendingPathComponent("ShopKit")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    let machine = Repository.root.appendingPathComponent("Fixtures/StateGraph/CheckoutFlow.swift")
    let tests = try ArchgenBinary.run(["tests", machine.path, "--output-dir", "T"], in: project)
    XCTAssertEqual(tests.status, 0, tests.stderr)
    let test = try String(
      contentsOf: project.appendingPathComponent("T/CheckoutFlowResolveTests.swift"),
      encoding: .utf8)
    let scene = try ArchgenBinary.run(["scene", "Login", "--stdout"], in: project)
    XCTAssertTrue(scene.stdout.contains("@testable import ShopKit"), scene.stdout)
    XCTAssertTrue(test.contains("@testable import ShopKit"), test)
  }
}
