import ArchgenTestSupport
import Foundation
import XCTest

/// `archgen scene` / `service` / `templates` / `init` end to end, through the built executable.
final class ScaffoldCommandTests: XCTestCase {
  private var scratch: TemporaryDirectory!
  private var directory: URL { scratch.url }

  override func setUpWithError() throws {
    scratch = try temporaryDirectory("e2e")
  }

  private func archgen(_ arguments: String...) throws -> ArchgenBinary.Result {
    try ArchgenBinary.run(arguments, in: directory)
  }

  func testSceneWithDefaultsCreatesSevenFilesAndExitsZero() throws {
    let result = try archgen("scene", "Login")
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      scratch.snapshot().keys.sorted(),
      [
        "Login/LoginBuilder.swift", "Login/LoginStore+Action.swift", "Login/LoginStore+Route.swift",
        "Login/LoginStore+State.swift", "Login/LoginStore.swift", "Login/LoginStoreTests.swift",
        "Login/LoginViewController.swift",
      ])
    XCTAssertTrue(result.stdout.contains("created     Login/LoginStore.swift"), result.stdout)
  }

  func testSameCommandTwiceReportsIdenticalAndChangesNothing() throws {
    XCTAssertEqual(try archgen("service", "Auth").status, 0)
    let before = scratch.snapshot()
    let second = try archgen("service", "Auth", "--json")
    XCTAssertEqual(second.status, 0, second.stderr)
    XCTAssertEqual(scratch.snapshot(), before)
    let json = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(second.stdout.utf8)) as? [String: Any])
    let plan = try XCTUnwrap(json["plan"] as? [[String: Any]])
    XCTAssertEqual(plan.count, 5)
    XCTAssertEqual(Set(plan.compactMap { $0["status"] as? String }), ["identical"])
    let result = try XCTUnwrap(json["result"] as? [[String: Any]])
    XCTAssertEqual(Set(result.compactMap { $0["action"] as? String }), ["unchanged"])
  }

  func testConflictWritesNothingAndExitsTwo() throws {
    XCTAssertEqual(try archgen("scene", "Login").status, 0)
    let edited = directory.appendingPathComponent("Login/LoginStore.swift")
    try Data("// my own edits\n".utf8).write(to: edited)
    try FileManager.default.removeItem(
      at: directory.appendingPathComponent("Login/LoginBuilder.swift"))
    let before = scratch.snapshot()
    let result = try archgen("scene", "Login")
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(
      result.stderr.contains("Login/LoginStore.swift: error: file exists with other content"),
      result.stderr)
    XCTAssertEqual(scratch.snapshot(), before, "a refused run must write nothing")

    let skip = try archgen("scene", "Login", "--skip-existing")
    XCTAssertEqual(skip.status, 0, skip.stderr)
    XCTAssertEqual(try String(contentsOf: edited, encoding: .utf8), "// my own edits\n")
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("Login/LoginBuilder.swift").path))

    let force = try archgen("scene", "Login", "--force")
    XCTAssertEqual(force.status, 0, force.stderr)
    XCTAssertTrue(
      try String(contentsOf: edited, encoding: .utf8).contains("final class LoginStore"))
  }

  func testDryRunWritesNothing() throws {
    let result = try archgen("scene", "Login", "--dry-run")
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("create    Login/LoginStore.swift"), result.stdout)
    XCTAssertEqual(scratch.snapshot(), [:])
    let stdout = try archgen("scene", "Login", "--dry-run", "--stdout")
    XCTAssertTrue(stdout.stdout.contains("final class LoginStore"), stdout.stdout)
    XCTAssertEqual(scratch.snapshot(), [:])
  }

  func testInvalidNamesExitNonZeroAndWriteNothing() throws {
    for name in ["123", "class", "../x", "Lo gin", "", "a/b", "Login!"] {
      let result = try archgen("scene", name)
      XCTAssertEqual(result.status, 2, "\(name): \(result.stderr)")
      XCTAssertTrue(result.stderr.contains("error:"), "\(name): \(result.stderr)")
      XCTAssertEqual(scratch.snapshot(), [:], name)
    }
  }

  func testBadCaseListShowsWhereItFails() throws {
    let result = try archgen("scene", "Login", "--states", "idle, loading(, done")
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.stderr.hasPrefix("--states:1:"), result.stderr)
    XCTAssertTrue(result.stderr.contains("idle, loading(, done"), result.stderr)
    XCTAssertTrue(result.stderr.contains("^"), result.stderr)
    XCTAssertEqual(scratch.snapshot(), [:])
  }

  func testUsageErrorKeepsArgumentParsersCode() throws {
    XCTAssertEqual(try archgen("scene").status, 64)
    XCTAssertEqual(try archgen("scene", "Login", "--reactive", "reactiveswift").status, 64)
    XCTAssertEqual(try archgen("scene", "Login", "--force", "--skip-existing").status, 64)
  }

  func testExportedTemplateEditedIsUsed() throws {
    let export = try archgen("templates", "export", "custom")
    XCTAssertEqual(export.status, 0, export.stderr)
    let list = try archgen("templates", "list")
    XCTAssertTrue(list.stdout.contains("scene/View.uikit.swift.stencil"), list.stdout)
    let view = directory.appendingPathComponent("custom/scene/View.uikit.swift.stencil")
    let original = try String(contentsOf: view, encoding: .utf8)
    try Data(
      original.replacingOccurrences(of: "{{ header }}", with: "{{ header }}// Team edit\n").utf8
    )
    .write(to: view)
    let result = try archgen("scene", "Login", "--templates", "custom")
    XCTAssertEqual(result.status, 0, result.stderr)
    let generated = try String(
      contentsOf: directory.appendingPathComponent("Login/LoginViewController.swift"),
      encoding: .utf8)
    XCTAssertTrue(generated.contains("// Team edit\n"), generated)
    let store = try String(
      contentsOf: directory.appendingPathComponent("Login/LoginStore.swift"), encoding: .utf8)
    XCTAssertFalse(store.contains("Team edit"))
  }

  func testBrokenCustomTemplateReportsFileAndLine() throws {
    let folder = directory.appendingPathComponent("custom/scene")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("// header\n\n{% for state in states %}\ncase {{ state.name }}\n".utf8)
      .write(to: folder.appendingPathComponent("Route.swift.stencil"))
    let result = try archgen("scene", "Login", "--templates", "custom")
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.stderr.hasPrefix("custom/scene/Route.swift.stencil:3:"), result.stderr)
    XCTAssertTrue(result.stderr.contains("error: template error"), result.stderr)
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: directory.appendingPathComponent("Login").path))
  }

  func testTemplatePathOutsideOutputIsRefused() throws {
    let folder = directory.appendingPathComponent("custom/scene")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("files:\n  - template: State.swift.stencil\n    path: \"../escape.swift\"\n".utf8)
      .write(to: folder.appendingPathComponent("manifest.yml"))
    let result = try archgen("scene", "Login", "--templates", "custom", "--output", "out")
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.stderr.contains("leaves the output folder"), result.stderr)
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: directory.appendingPathComponent("escape.swift").path))
  }

  func testInitWritesConfigAndRefusesToOverwrite() throws {
    XCTAssertEqual(try archgen("init").status, 0)
    let config = directory.appendingPathComponent(".archgen.yml")
    XCTAssertTrue(FileManager.default.fileExists(atPath: config.path))
    try Data("# mine\n".utf8).write(to: config)
    let again = try archgen("init")
    XCTAssertEqual(again.status, 2)
    XCTAssertEqual(try String(contentsOf: config, encoding: .utf8), "# mine\n")
  }

  func testInitDryRunPrintsWhatItFoundAndWritesNothing() throws {
    let sources = directory.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try Data("import Combine\nvar Current = AppWorld()\nstruct AppWorld {}\n".utf8).write(
      to: sources.appendingPathComponent("World.swift"))
    let result = try archgen("init", "--dry-run", "--sources", "App")
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(
      result.stdout.contains(
        "found       environment.accessor = Current  (App/World.swift:2: global var Current"),
      result.stdout)
    XCTAssertTrue(result.stdout.contains("  accessor: Current  # global var"), result.stdout)
    XCTAssertTrue(result.stdout.contains("  reactive: combine  #"), result.stdout)
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: directory.appendingPathComponent(".archgen.yml").path))
  }

  func testConfigChoosesFlavourAndReportsUnknownKeysAndBadValues() throws {
    let config = directory.appendingPathComponent(".archgen.yml")
    try Data("scaffold:\n  reactive: combine\n  colour: blue\n".utf8).write(to: config)
    let result = try archgen("scene", "Login", "--stdout")
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("import Combine"))
    XCTAssertTrue(
      result.stderr.contains(".archgen.yml:3:3: warning: unknown key 'scaffold.colour'"),
      result.stderr)

    try Data("scaffold:\n  ui: appkit\n".utf8).write(to: config)
    let bad = try archgen("scene", "Login")
    XCTAssertEqual(bad.status, 2)
    XCTAssertTrue(
      bad.stderr.contains(".archgen.yml:2:7: error: 'scaffold.ui' has invalid value 'appkit'"),
      bad.stderr)
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: directory.appendingPathComponent("Login").path))
  }

  func testStatePropertiesFollowTheEnumPropsPrefix() throws {
    let config = directory.appendingPathComponent(".archgen.yml")
    try Data("enum_props:\n  prefix: in\n".utf8).write(to: config)
    let result = try archgen("scene", "Login", "--stdout")
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("var inIdle: Bool {"), result.stdout)
    XCTAssertTrue(
      result.stdout.contains("XCTAssertTrue(store.currentState.inLoading)"), result.stdout)
    XCTAssertFalse(result.stdout.contains("isIdle"))

    try Data("enum_props:\n  prefix: 1x\n".utf8).write(to: config)
    let bad = try archgen("scene", "Login")
    XCTAssertEqual(bad.status, 2)
    XCTAssertTrue(bad.stderr.contains("prefix '1x'"), bad.stderr)
  }

  func testACopiedBinaryStillHasItsTemplates() throws {
    let source = try XCTUnwrap(ArchgenBinary.url)
    let elsewhere = directory.appendingPathComponent("bin/archgen")
    try FileManager.default.createDirectory(
      at: elsewhere.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: source, to: elsewhere)
    let work = directory.appendingPathComponent("work")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let result = try ArchgenBinary.run(["scene", "Login"], in: work, executable: elsewhere)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(scratch.snapshot("work").count, 7)
  }

  func testVersion() throws {
    let result = try archgen("--version")
    XCTAssertEqual(result.status, 0)
    XCTAssertFalse(result.stdout.isEmpty)
  }
}
