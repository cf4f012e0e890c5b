import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// The site's folder: never a foreign one without --force, nothing written on a failure, --check.
final class SiteSafetyTests: XCTestCase {
  func testAFolderArchgenDidNotWriteIsRefusedWithoutForce() throws {
    let directory = try temporaryDirectory("site")
    _ = try directory.write("docs/README.md", "mine\n")
    let before = directory.snapshot()
    let refused = SiteTests.write(directory.path("docs"))
    XCTAssertEqual(refused.status, .failure)
    XCTAssertTrue(refused.diagnostics.contains { $0.message.contains("--force") })
    XCTAssertEqual(directory.snapshot(), before)
    XCTAssertEqual(SiteTests.write(directory.path("docs"), force: true).status, .success)
    XCTAssertEqual(try directory.read("docs/README.md"), "mine\n")
    XCTAssertTrue(directory.exists("docs/index.html"))
  }

  func testAFailedDrawingWritesNothing() throws {
    let directory = try temporaryDirectory("site")
    let outcome = SiteTests.write(directory.path("site")) { _ in
      .failure(.error("Graphviz 'dot' was not found on PATH"))
    }
    XCTAssertEqual(outcome.status, .failure)
    XCTAssertTrue(outcome.diagnostics.contains { $0.message.contains("dot") })
    XCTAssertTrue(directory.snapshot().isEmpty)
  }

  func testCheckFindsAStaleMissingOrLeftOverPage() throws {
    let directory = try temporaryDirectory("site")
    let site = directory.path("site")
    XCTAssertEqual(SiteTests.write(site).status, .success)
    XCTAssertTrue(GraphSite.isSite(site))
    XCTAssertEqual(SiteTests.write(site, check: true).status, .success)
    let before = directory.snapshot()
    _ = try directory.write("site/machines/Player.html", "old\n")
    try FileManager.default.removeItem(atPath: site + "/index.html")
    let stale = SiteTests.write(site, check: true)
    XCTAssertEqual(stale.status, .actionNeeded)
    let message = stale.diagnostics.map(\.message).joined()
    XCTAssertTrue(message.contains("machines/Player.html is stale"), message)
    XCTAssertTrue(message.contains("index.html is missing"), message)
    // Writing again restores it exactly.
    XCTAssertEqual(SiteTests.write(site).status, .success)
    XCTAssertEqual(directory.snapshot(), before)
  }

  func testGraphvizDrawsEveryPage() throws {
    guard GraphvizRunner.locate() != nil else { throw XCTSkip("Graphviz dot not installed") }
    let directory = try temporaryDirectory("site")
    let site = directory.path("site")
    let outcome = GraphSite.run(
      GraphOptions(paths: [GraphFixtures.directory.path + "/PlayerReducer.swift"]),
      site: GraphSiteOptions(folder: site))
    XCTAssertEqual(outcome.status, .success, "\(outcome.diagnostics)")
    let page = try directory.read("site/machines/Player.html")
    XCTAssertTrue(page.contains("<svg width="), page)
    XCTAssertTrue(page.contains("<title>Player</title>"))
  }
}
