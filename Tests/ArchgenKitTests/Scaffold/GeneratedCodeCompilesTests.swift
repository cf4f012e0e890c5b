import ArchgenKit
import Foundation
import XCTest

/// Generated code type-checks with `swiftc` against the framework stand-ins, its reducer and
/// State properties run and give the right values, and its tests type-check against the app module.
final class GeneratedCodeCompilesTests: XCTestCase {
  func testEveryFlavourCompilesRunsAndItsTestsTypeCheck() throws {
    let swiftc = try Toolchain.swiftc()
    let standIns = try StandIns.build()
    let failures = Failures()
    DispatchQueue.concurrentPerform(iterations: ScaffoldFlavour.all.count) { index in
      let flavour = ScaffoldFlavour.all[index]
      do {
        if let problem = try Self.check(flavour, swiftc: swiftc, standIns: standIns) {
          failures.add("\(flavour.id): \(problem)")
        }
      } catch {
        failures.add("\(flavour.id): \(error)")
      }
    }
    XCTAssertEqual(failures.items, [])
  }

  /// Nil when the flavour compiles, runs and its tests type-check; otherwise what went wrong.
  private static func check(_ flavour: ScaffoldFlavour, swiftc: String, standIns: StandIns.Built)
    throws -> String?
  {
    let directory = try Toolchain.temporaryDirectory(flavour.id)
    defer { try? FileManager.default.removeItem(at: directory) }
    let plan = try Scaffolder.plan(flavour.request(output: directory.path))
    for file in plan.files { try FileSystem.writeAtomically(file.contents, to: file.path) }
    let sources = plan.files.filter { !$0.isTest }.map(\.path)
    let tests = plan.files.filter(\.isTest).map(\.path)
    let main = directory.appendingPathComponent("main.swift")
    try FileManager.default.copyItem(
      at: Fixtures.url("Scaffold/Drivers/\(flavour.driver)"), to: main)
    let app = [
      Fixtures.url("StandIns/App/Environment.swift").path,
      Fixtures.url("Scaffold/App/AppTypes.swift").path,
    ]
    let modules = directory.appendingPathComponent("modules")
    try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
    let executable = directory.appendingPathComponent("run").path
    let build = try Toolchain.run(
      swiftc,
      [
        "-swift-version", "5", "-warnings-as-errors", "-enable-testing", "-module-name", "MyApp",
        "-I", standIns.directory.path, "-emit-executable", "-emit-module",
        "-emit-module-path", modules.appendingPathComponent("MyApp.swiftmodule").path,
        "-o", executable,
      ] + sources + app + [main.path] + standIns.linkFlags)
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
