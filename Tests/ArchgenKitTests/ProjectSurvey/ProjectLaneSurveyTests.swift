import ArchgenKit
import ArchgenTestSupport
import XCTest

/// Issue 33, twelfth round: a workspace of one app project per configuration (InitCorpus9's
/// websocket-client-ios), named by the project whose scheme the App Store lane builds.
final class ProjectLaneSurveyTests: XCTestCase {
  func testAWorkspaceOfConfigurationsIsNamedByTheProjectItsStoreLaneBuilds() throws {
    let proposal = InitAppFixtures.survey("ConfigurationProjects")
    // `Kiosk.xcworkspace` groups the package and `Pilot.xcodeproj` and `Storefront.xcodeproj`,
    // both applications; fastlane's `release` lane builds the scheme `Storefront` and delivers it.
    XCTAssertEqual(proposal.project.value, "Storefront")
  }

  func testTheStoreLaneIsTheOneThatUploadsOrExportsForTheStore() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("release-lane-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fastlane = folder.appendingPathComponent("fastlane")
    try FileManager.default.createDirectory(at: fastlane, withIntermediateDirectories: true)
    let write = { (text: String, name: String) in
      try text.write(to: fastlane.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    // A Gymfile's scheme when the uploading lane names none; a commented upload is none.
    try write(
      """
      lane :beta do
        gym(scheme: "Beta") # then deliver by hand
      end
      lane :ship do
        gym
        upload_to_app_store
      end
      """, "Fastfile")
    try write("scheme(\"Shop\")\n", "Gymfile")
    XCTAssertEqual(ReleaseLane.scheme(in: folder), "Shop")
    // Two store lanes building different schemes name none.
    try write(
      """
      lane :a do
        build_app(scheme: "One", export_method: "app-store")
      end
      lane :b do
        build_app(scheme: "Two")
        deliver
      end
      """, "Fastfile")
    XCTAssertNil(ReleaseLane.scheme(in: folder))
  }

  func testTheReportAndProposedFileMatchTheirGolden() {
    InitAppFixtures.assertReportsMatchGoldens(["ConfigurationProjects"])
  }
}
