import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// Tests of a machine whose values are another module's types: the generated file imports the
/// module declaring each type it builds (`@testable`, its memberwise initializer being internal),
/// the modules read from the app's manifests; a type whose module no manifest tells makes the
/// test incomplete, with the reason in its placeholder.
final class ModuleImportsTests: XCTestCase {
  private let fixture = "TestGeneration/Modules"

  /// The player module's tests, planned as a user at the fixture's root would (`--module Player`),
  /// with the fixture's absolute path written as its path in the repository.
  private func playerTests(_ framework: TestFramework) throws -> (URL, [ScaffoldPlan.File]) {
    let directory = try temporaryDirectory("module-imports-\(framework.rawValue)").url
    let root = Fixtures.url(fixture).path
    let generation = try TestGenerator.plan(
      TestRequest(
        paths: [root + "/Sources/Player", root + "/Shared/Catalog"],
        outputDirectory: directory.path, framework: framework,
        module: "Player"))
    let files = generation.plan.files.map { file in
      var file = file
      file.contents = file.contents.replacingOccurrences(
        of: root, with: "Fixtures/\(fixture)")
      return file
    }
    XCTAssertEqual(generation.report.completeCount, generation.report.testCount)
    return (directory, files)
  }

  func testTheModuleDeclaringABuiltTypeIsImportedTestable() throws {
    for framework in [TestFramework.xctest, .swiftTesting] {
      let (_, files) = try playerTests(framework)
      XCTAssertEqual(
        files.map { URL(fileURLWithPath: $0.path).lastPathComponent },
        ["PlayerReducerReduceTests.swift", "QueueFeatureTests.swift"])
      for file in files {
        XCTAssertTrue(file.contents.contains("@testable import Player\n@testable import Catalog\n"))
        XCTAssertFalse(file.contents.contains("<#"), file.contents)
      }
      assertMatchTheirGoldens(files, framework)
    }
  }

  /// The catalog and the player compiled as modules of their own (the player against the
  /// composable-architecture stand-in); the generated tests type-check against both.
  func testTheGeneratedTestsTypeCheckAgainstBothModules() throws {
    let standIns = try StandIns.build()
    let swiftc = try Toolchain.swiftc()
    for framework in [TestFramework.xctest, .swiftTesting] {
      let (directory, files) = try playerTests(framework)
      let modules = directory.appendingPathComponent("modules")
      try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
      let root = Fixtures.url(fixture)
      for (module, folder) in [("Catalog", "Shared/Catalog"), ("Player", "Sources/Player")] {
        let sources = try FileManager.default.contentsOfDirectory(
          at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil
        ).map(\.path).sorted()
        let built = try Toolchain.run(
          swiftc,
          [
            "-emit-module", "-parse-as-library", "-swift-version", "5", "-enable-testing",
            "-module-name", module, "-I", standIns.directory.path, "-I", modules.path,
            "-emit-module-path", modules.appendingPathComponent("\(module).swiftmodule").path,
          ] + sources)
        XCTAssertEqual(built.status, 0, "\(module) does not compile:\n\(built.output)")
      }
      for file in files { try FileSystem.writeAtomically(file.contents, to: file.path) }
      let typecheck = try Toolchain.run(
        swiftc,
        [
          "-typecheck", "-swift-version", "5", "-warnings-as-errors", "-I", standIns.directory.path,
          "-I", modules.path,
        ] + files.map(\.path))
      XCTAssertEqual(typecheck.status, 0, typecheck.output)
    }
  }

  /// A reducer of a module the manifest names, building a type declared in a folder no target
  /// holds: the value is a placeholder that says why, and the test is not complete.
  func testATypeOfNoKnownModuleIsAPlaceholder() throws {
    let app = try temporaryDirectory("module-imports-unknown")
    _ = try app.write(
      "Package.swift",
      """
      // swift-tools-version: 5.9
      import PackageDescription

      let package = Package(name: "Radio", targets: [.target(name: "Tuner")])
      """)
    _ = try app.write(".git/HEAD", "ref: refs/heads/main\n")
    _ = try app.write(
      "Legacy/Station.swift", "public struct Station: Equatable { public var name: String }\n")
    let reducer = try app.write(
      "Sources/Tuner/TunerReducer.swift",
      """
      enum TunerState: Equatable { case off, tuned(Station) }
      enum TunerEvent { case tune(Station), off }
      struct TunerReducer {
        func reduce(state: TunerState, event: TunerEvent) -> TunerState {
          switch (state, event) {
          case (.off, .tune(let station)): return .tuned(station)
          case (.tuned, .off): return .off
          default: return state
          }
        }
      }
      """)
    let generation = try TestGenerator.plan(
      TestRequest(
        paths: [reducer, app.path("Legacy")], outputDirectory: app.path("Tests"),
        framework: .xctest, module: "Tuner"))
    let tests = try XCTUnwrap(generation.report.suites.first).tests
    let tune = try XCTUnwrap(tests.first { $0.act.contains(".tune(") })
    XCTAssertTrue(
      tune.act.contains(
        "<#Station(name: \"\") (Station is declared outside the modules the manifests name)#>"),
      tune.act)
    XCTAssertFalse(tune.isComplete)
    XCTAssertEqual(generation.report.completeCount, 0)
    let contents = try XCTUnwrap(generation.plan.files.first).contents
    XCTAssertFalse(contents.contains("@testable import Tuner\n@testable"), contents)
  }

  /// Tuist's targets by `sources:`, XcodeGen's by `sources:`, SwiftPM's by `path:` or the
  /// `Sources/<Target>` default.
  func testManifestsTellEachFilesModule() throws {
    let app = try temporaryDirectory("module-layout")
    _ = try app.write(".git/HEAD", "ref: refs/heads/main\n")
    _ = try app.write(
      "Project.swift",
      """
      import ProjectDescription

      let project = Project(
        name: "Shop",
        targets: [
          .target(name: "Shop", product: .app, sources: ["App/Sources/**"]),
          .target(name: "Checkout", product: .framework, sources: .paths(["Modules/Checkout/**"])),
        ])
      """)
    _ = try app.write(
      "Tools/project.yml",
      """
      name: Tools
      targets:
        Scanner:
          type: framework
          sources: [Scanner]
        Printer:
          type: framework
          sources:
            - path: Printing/Sources
      """)
    _ = try app.write(
      "Packages/Core/Package.swift",
      """
      // swift-tools-version: 5.9
      import PackageDescription

      let package = Package(
        name: "Core",
        targets: [.target(name: "Models"), .target(name: "Network", path: "Code/Net")])
      """)
    let layout = ModuleLayout()
    let expected: [(String, String?)] = [
      ("App/Sources/Cart/CartReducer.swift", "Shop"),
      ("Modules/Checkout/Pay.swift", "Checkout"),
      ("Tools/Scanner/Scan.swift", "Scanner"),
      ("Tools/Printing/Sources/Print.swift", "Printer"),
      ("Packages/Core/Sources/Models/User.swift", "Models"),
      ("Packages/Core/Code/Net/Client.swift", "Network"),
      ("Scripts/Tool.swift", nil),
    ]
    for (file, module) in expected {
      XCTAssertEqual(layout.module(of: app.path(file)), module, file)
    }
  }
}
