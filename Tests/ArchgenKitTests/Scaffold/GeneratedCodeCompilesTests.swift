import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// Generated code type-checks with `swiftc` against the framework stand-ins, its reducer and
/// State properties run and give the right values, and its tests type-check against the app module.
final class GeneratedCodeCompilesTests: XCTestCase {
  func testEveryFlavourCompilesRunsAndItsTestsTypeCheck() throws {
    try checkAll(ScaffoldFlavour.all)
  }

  /// With the team's accessor (`Current`), module names (`Core`, `Verify`, `Shop`) and two
  /// dependencies, against stand-ins built under those module names and an app that has no
  /// `CurrentEnvironment`.
  func testEveryFlavourCompilesWithATeamsOwnSetup() throws {
    try checkAll(ScaffoldFlavour.team)
  }

  private func checkAll(_ flavours: [ScaffoldFlavour]) throws {
    let swiftc = try Toolchain.swiftc()
    let failures = Failures()
    DispatchQueue.concurrentPerform(iterations: flavours.count) { index in
      let flavour = flavours[index]
      do {
        let standIns = try StandIns.build(
          renaming: flavour.team ? TeamSetup.renaming(flavour.reactive) : [:])
        if let problem = try Self.check(flavour, swiftc: swiftc, standIns: standIns) {
          failures.add("\(flavour.id): \(problem)")
        }
      } catch {
        failures.add("\(flavour.id): \(error)")
      }
    }
    XCTAssertEqual(failures.items, [])
  }

  private static func check(_ flavour: ScaffoldFlavour, swiftc: String, standIns: StandIns.Built)
    throws -> String?
  {
    try GeneratedCodeCheck(
      id: flavour.id, request: { flavour.request(output: $0) }, driver: flavour.driver,
      module: flavour.team ? TeamSetup.app : "MyApp",
      app: [
        Fixtures.url(
          flavour.team ? "Scaffold/App/TeamWorld.swift" : "StandIns/App/Environment.swift"),
        Fixtures.url("Scaffold/App/AppTypes.swift"),
      ]
    ).run(swiftc: swiftc, standIns: standIns)
  }
}

/// Writes a scaffold to a temporary folder, compiles its sources with an app's files and a driver
/// as the app module, runs the driver, and type-checks the generated tests against the module.
struct GeneratedCodeCheck {
  var id: String
  var request: (String) -> ScaffoldRequest
  /// A file of `Fixtures/Scaffold/Drivers` that runs the reducer and prints "ok".
  var driver: String
  var module: String
  var app: [URL]

  /// Nil when the scaffold compiles, runs and its tests type-check; otherwise what went wrong.
  func run(swiftc: String, standIns: StandIns.Built) throws -> String? {
    let scratch = try TemporaryDirectory(id)
    defer { scratch.remove() }
    let directory = scratch.url
    let plan = try Scaffolder.plan(request(directory.path))
    for file in plan.files { try FileSystem.writeAtomically(file.contents, to: file.path) }
    let sources = plan.files.filter { !$0.isTest }.map(\.path)
    let tests = plan.files.filter(\.isTest).map(\.path)
    let main = directory.appendingPathComponent("main.swift")
    try FileManager.default.copyItem(at: Fixtures.url("Scaffold/Drivers/\(driver)"), to: main)
    let modules = directory.appendingPathComponent("modules")
    try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
    let executable = directory.appendingPathComponent("run").path
    let build = try Toolchain.run(
      swiftc,
      [
        "-swift-version", "5", "-warnings-as-errors", "-enable-testing", "-module-name", module,
        "-I", standIns.directory.path, "-emit-executable", "-emit-module",
        "-emit-module-path", modules.appendingPathComponent("\(module).swiftmodule").path,
        "-o", executable,
      ] + sources + app.map(\.path) + [main.path] + standIns.linkFlags)
    guard build.status == 0 else { return "the generated sources do not compile:\n\(build.output)" }
    let run = try Toolchain.run(executable, [])
    guard run.status == 0, run.output == "ok\n" else { return "the driver failed:\n\(run.output)" }
    let typecheck = try Toolchain.run(
      swiftc,
      [
        "-typecheck", "-swift-version", "5", "-warnings-as-errors", "-I", standIns.directory.path,
        "-I", modules.path,
      ] + tests)
    guard typecheck.status == 0 else {
      return "the generated tests do not type-check:\n\(typecheck.output)"
    }
    return nil
  }
}

/// Collects failures from concurrent checks.
final class Failures: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var items: [String] = []

  func add(_ item: String) {
    lock.lock()
    items.append(item)
    lock.unlock()
  }
}
