import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// `archgen graph --site DIR` over the graph fixtures: pages, links, search index, determinism.
final class SiteTests: XCTestCase {
  /// A stand-in for Graphviz, so these tests need no `dot`: an SVG naming the DOT's first line.
  static let draw: GraphSite.Draw = { dot in
    let title = dot.split(separator: "\n").first.map(String.init) ?? ""
    return .success("<?xml version=\"1.0\"?>\n<svg><title>\(title.count)</title></svg>\n")
  }

  static var options: GraphOptions {
    GraphOptions(paths: [GraphFixtures.directory.path], functions: GraphFixtures.functions)
  }

  static var machines: [StateMachine] { StateGraph.analyze(options).machines }

  static func write(
    _ folder: String, sourceURL: String? = nil, force: Bool = false, check: Bool = false,
    draw: @escaping GraphSite.Draw = SiteTests.draw
  ) -> CommandOutcome {
    GraphSite.run(
      Self.options,
      site: GraphSiteOptions(folder: folder, sourceURL: sourceURL, force: force, check: check),
      draw: draw)
  }

  /// Every `href` and `src` of a page.
  static func links(_ page: String) -> [String] {
    let pattern = try! NSRegularExpression(pattern: #"(?:href|src)="([^"]*)""#)
    let range = NSRange(page.startIndex..., in: page)
    return pattern.matches(in: page, range: range).compactMap {
      Range($0.range(at: 1), in: page).map { String(page[$0]) }
    }.map { $0.replacingOccurrences(of: "&amp;", with: "&") }
  }

  func testEveryMachineHasAPageAndEveryLinkResolves() throws {
    let site = try temporaryDirectory("site").path("site")
    let outcome = Self.write(site)
    XCTAssertEqual(outcome.status, .success, "\(outcome.diagnostics)")
    let machines = Self.machines
    XCTAssertGreaterThan(machines.count, 40)
    let pages = try FileManager.default.contentsOfDirectory(atPath: site + "/machines")
      .filter { $0.hasSuffix(".html") }
    XCTAssertEqual(pages.count, machines.count)
    let index = try String(contentsOfFile: site + "/index.html", encoding: .utf8)
    for page in pages { XCTAssertTrue(index.contains("href=\"machines/\(page)\""), page) }
    var checked = 0
    for page in ["index.html"] + pages.map({ "machines/" + $0 }) {
      let text = try String(contentsOfFile: site + "/" + page, encoding: .utf8)
      if page != "index.html" { XCTAssertTrue(text.contains("<svg>"), "\(page) has no SVG") }
      XCTAssertFalse(text.contains("<?xml"), page)
      let folder = (site + "/" + page as NSString).deletingLastPathComponent
      for link in Self.links(text) {
        let path = link.split(separator: "#").first.map(String.init) ?? link
        let target = (folder + "/" + (path.removingPercentEncoding ?? path) as NSString)
          .standardizingPath
        XCTAssertTrue(FileManager.default.fileExists(atPath: target), "\(page): \(link)")
        checked += 1
      }
    }
    XCTAssertGreaterThan(checked, 300)
  }

  func testSourceLinksFollowTheTemplate() throws {
    let site = try temporaryDirectory("site").path("site")
    let template = "https://example.com/r/blob/main/{file}#L{line}"
    XCTAssertEqual(Self.write(site, sourceURL: template).status, .success)
    let page = try String(contentsOfFile: site + "/machines/Player.html", encoding: .utf8)
    let external = Self.links(page).filter { $0.hasPrefix("https://") }
    XCTAssertFalse(external.isEmpty)
    // The fixture path is absolute here (outside the current folder), so it is kept whole.
    XCTAssertTrue(
      external.contains { $0.hasSuffix("/Fixtures/StateGraph/PlayerReducer.swift#L26") },
      "\(external)")
    for link in Self.links(page) where !link.hasPrefix("https://") {
      XCTAssertTrue(["../index.html", "../style.css"].contains(link), link)
    }
  }

  func testTheSearchIndexNamesEveryMachinesStates() throws {
    let site = try temporaryDirectory("site").path("site")
    XCTAssertEqual(Self.write(site).status, .success)
    let index = try String(contentsOfFile: site + "/index.html", encoding: .utf8)
    let start = try XCTUnwrap(index.range(of: "var SITE_INDEX = "))
    let end = try XCTUnwrap(
      index.range(of: ";\n</script>", range: start.upperBound..<index.endIndex))
    let json = String(index[start.upperBound..<end.lowerBound])
    let entries = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    let machines = Self.machines
    XCTAssertEqual(entries.count, machines.count)
    for (entry, machine) in zip(entries, machines) {
      XCTAssertEqual(entry["name"] as? String, machine.name)
      let states = Set(entry["states"] as? [String] ?? [])
      for state in machine.states.map(\.name) where !["*", "?", "[*]"].contains(state) {
        XCTAssertTrue(states.contains(state), "\(machine.name) lacks \(state)")
      }
      let page = try XCTUnwrap(entry["page"] as? String)
      XCTAssertTrue(FileManager.default.fileExists(atPath: site + "/" + page), page)
    }
    XCTAssertTrue(index.contains("<script src=\"search.js\"></script>"))
    XCTAssertFalse(json.contains("<"), "a state name could close the script element")
  }

  func testTwoRunsWriteTheSameBytes() throws {
    let first = try temporaryDirectory("site-a")
    let second = try temporaryDirectory("site-b")
    XCTAssertEqual(Self.write(first.path("site")).status, .success)
    XCTAssertEqual(Self.write(second.path("site")).status, .success)
    let files = first.snapshot("site")
    XCTAssertGreaterThan(files.count, 40)
    XCTAssertEqual(files, second.snapshot("site"))
    // A run over its own site changes nothing and says so.
    let again = Self.write(first.path("site"))
    XCTAssertEqual(again.notes.last?.hasSuffix("0 files changed"), true, "\(again.notes)")
    XCTAssertEqual(first.snapshot("site"), files)
  }
}
