import ArchgenTestSupport
import XCTest

@testable import ArchgenKit

/// Issue 32, generated files that compile (Fixtures/TestGeneration/Imports): a module whose
/// product's name holds hyphens is imported as Xcode names it (`Ledger_Admin`); a type of
/// another project whose module its manifest makes by code stays a placeholder that says so; a
/// framework type no file of the app declares (`AlertState`) is imported from the framework the
/// reducer's file imports.
final class ImportedModulesTests: XCTestCase {
  private let fixture = "TestGeneration/Imports"

  /// The tests of `paths` (under the fixture), planned as a user at the repository's root would,
  /// with the fixture's absolute path written as its path in the repository.
  private func planned(_ paths: [String], _ framework: TestFramework, module: String = "MyApp")
    throws -> (report: TestReport, files: [ScaffoldPlan.File])
  {
    let directory = try temporaryDirectory("imports-\(framework.rawValue)").url
    let root = Fixtures.url(fixture).path
    let generation = try TestGenerator.plan(
      TestRequest(
        paths: paths.map { root + "/" + $0 }, outputDirectory: directory.path,
        framework: framework, module: module))
    let files = generation.plan.files.map { file in
      var file = file
      file.contents = file.contents.replacingOccurrences(of: root, with: "Fixtures/\(fixture)")
      return file
    }
    return (generation.report, files)
  }

  func testModuleNamesAreIdentifiers() {
    XCTAssertEqual(ManifestTargets.moduleName("GOMS-Admin"), "GOMS_Admin")
    XCTAssertEqual(ManifestTargets.moduleName("My App.iOS"), "My_App_iOS")
    XCTAssertEqual(ManifestTargets.moduleName("2048"), "_2048")
    XCTAssertEqual(ManifestTargets.moduleName("Feature"), "Feature")
    XCTAssertEqual(
      TestRequest(paths: [], outputDirectory: ".", framework: .xctest, module: "My-App").module,
      "My_App")
  }

  func testAHyphenatedProductIsImportedAsXcodeNamesItsModule() throws {
    for framework in TestFramework.allCases {
      let (report, files) = try planned(["Hyphen/Sources"], framework)
      XCTAssertEqual(report.completeCount, report.testCount)
      XCTAssertEqual(files.count, 1)
      let contents = try XCTUnwrap(files.first?.contents)
      XCTAssertTrue(contents.contains("@testable import Ledger_Admin\n"), contents)
      XCTAssertFalse(contents.contains("import Ledger-"), contents)
      assertMatchTheirGoldens(files, framework)
    }
  }

  func testATypeOfAProjectWhoseModuleTheManifestDoesNotNameStaysAPlaceholder() throws {
    for framework in TestFramework.allCases {
      let (report, files) = try planned(["Helpers/Feature", "Helpers/Domain"], framework)
      let suite = try XCTUnwrap(report.suites.first)
      let complete = suite.tests.filter(\.isComplete).map(\.name)
      XCTAssertEqual(complete, ["anyEditGoesToIsEditingTrue"])
      XCTAssertGreaterThan(suite.tests.count, complete.count)
      let contents = try XCTUnwrap(files.first?.contents)
      XCTAssertTrue(
        contents.contains("(Badge is declared outside the modules the manifests name)#>"),
        contents)
      assertMatchTheirGoldens(files, framework)
    }
  }

  /// Round 9: a Tuist helper of the app's `ProjectDescriptionHelpers` that makes a project of
  /// one target, both named by its `name` parameter, names the module of a manifest calling it
  /// with a literal (TnT's `Project.staticLibraryProejct(name: "Domain")`).
  func testAHelperMakingOneTargetOfTheManifestsNameGivesTheModule() throws {
    for framework in TestFramework.allCases {
      let (report, files) = try planned(
        ["NamedHelpers/Station", "NamedHelpers/Forecast"], framework)
      XCTAssertGreaterThan(report.testCount, 0)
      XCTAssertEqual(report.completeCount, report.testCount)
      let contents = try XCTUnwrap(files.first?.contents)
      XCTAssertTrue(contents.contains("@testable import Forecast\n"), contents)
      XCTAssertTrue(contents.contains("@testable import Station\n"), contents)
      XCTAssertFalse(contents.contains("declared outside the modules"), contents)
      assertMatchTheirGoldens(files, framework)
    }
    let manifest = Fixtures.url("TestGeneration/Imports/NamedHelpers/Forecast/Project.swift")
    XCTAssertEqual(ManifestTargets.read(path: manifest.path)?.projectName, "Forecast")
    // The helper of Imports/Helpers is not in the files: its manifest names no module.
    let unnamed = Fixtures.url("TestGeneration/Imports/Helpers/Domain/Project.swift")
    XCTAssertNil(ManifestTargets.read(path: unnamed.path)?.projectName)
  }

  func testAFrameworkTypeIsImportedFromTheFrameworkTheReducersFileImports() throws {
    let standIns = try StandIns.build()
    let source = "TestGeneration/Imports/Framework/NoticeCore.swift"
    for framework in TestFramework.allCases {
      let (directory, files) = try plannedTestFiles(
        source, framework, folder: "framework-import-\(framework.rawValue)")
      XCTAssertEqual(files.count, 1)
      let contents = try XCTUnwrap(files.first?.contents)
      XCTAssertTrue(contents.contains("AlertState"), contents)
      XCTAssertTrue(contents.contains("import ComposableArchitecture\n"), contents)
      assertMatchTheirGoldens(files, framework)
      try assertCompleteAndTypeCheck(
        files, of: source, in: directory, standIns: standIns,
        what: "\(framework.rawValue) tests of Notice")
    }
  }
}
