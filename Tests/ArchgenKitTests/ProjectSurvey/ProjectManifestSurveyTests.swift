import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// Issue 33 items 2 and 4: the project's and app module's names come from XcodeGen's
/// `project.yml`, Tuist's `Project.swift`, the Xcode project or `Package.swift`, in that order,
/// before the folder's name; a missing or non-folder `--sources` writes nothing and exits 2.
final class ProjectManifestSurveyTests: XCTestCase {
  private let swift = "final class Feed { let items: [String] = [] }"

  func testXcodeGensProjectNamesTheProjectAndItsApplicationTarget() throws {
    let folder = try temporaryDirectory("checkout-name")
    try folder.write("Sources/Feed.swift", swift)
    try folder.write(
      "project.yml",
      """
      name: Plaza
      targets:
        PlazaKit:
          type: framework
        PlazaApp:
          type: application
      """)
    // An Xcode project of another name, generated and committed, comes after XcodeGen's.
    try folder.write("Generated.xcodeproj/project.pbxproj", "{}")
    let proposal = ProjectSurvey.survey(root: folder.path).proposal
    XCTAssertEqual(proposal.project.value, "Plaza")
    XCTAssertEqual(proposal.project.reason, "XcodeGen's spec project.yml")
    XCTAssertEqual(proposal.appModule.value, "PlazaApp")
  }

  func testTuistsProjectNamesTheProjectInsideTheFolder() throws {
    let folder = try temporaryDirectory("checkout-name")
    try folder.write("App/Sources/Feed.swift", swift)
    try folder.write(
      "App/Project.swift",
      """
      import ProjectDescription

      let project = Project(
        name: "Harbor",
        targets: [
          .target(name: "HarborCore", product: .framework),
          .target(name: "HarborApp", product: .app),
        ])
      """)
    let proposal = ProjectSurvey.survey(root: folder.path).proposal
    XCTAssertEqual(proposal.project.value, "Harbor")
    XCTAssertEqual(proposal.project.reason, "Tuist's manifest App/Project.swift")
    XCTAssertEqual(proposal.appModule.value, "HarborApp")
  }

  func testAPackageNamesTheProjectWhenThereIsNoXcodeProject() throws {
    let folder = try temporaryDirectory("checkout-name")
    try folder.write("Sources/Feed/Feed.swift", swift)
    try folder.write(
      "Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(name: "Lighthouse", targets: [.target(name: "Feed")])
      """)
    XCTAssertEqual(ProjectSurvey.survey(root: folder.path).proposal.project.value, "Lighthouse")
  }

  func testAMissingOrNonFolderSourcesFailsAndWritesNothing() throws {
    let folder = try temporaryDirectory("init-sources")
    let output = folder.path(".archgen.yml")
    let file = try folder.write("notes.txt", "not a folder")
    for sources in [folder.path("NoSuchFolder"), file] {
      let outcome = ProjectSurvey.command(
        sources: sources, path: output, dryRun: false, force: false)
      XCTAssertEqual(outcome.status, .failure, sources)
      XCTAssertEqual(outcome.diagnostics.map(\.file), [sources])
      XCTAssertEqual(outcome.diagnostics.map(\.severity), [.error])
      XCTAssertEqual(outcome.standardOutput, "")
      XCTAssertFalse(FileManager.default.fileExists(atPath: output), sources)
    }
  }
}
