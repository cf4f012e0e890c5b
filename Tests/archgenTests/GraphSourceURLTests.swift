import ArchgenTestSupport
import Foundation
import XCTest

/// `archgen graph --site DIR --source-url TEMPLATE`: a template that cannot link a file is a usage
/// error (exit 64) that names the placeholders, and no site is written.
final class GraphSourceURLTests: XCTestCase {
  private let known = "the placeholders are {file} and {line}."

  private func site(_ template: String) throws -> (ArchgenBinary.Result, URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "archgen-source-url-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    let run = try ArchgenBinary.run(
      [
        "graph", "Fixtures/StateGraph/PlayerReducer.swift", "--site", folder.path,
        "--source-url", template,
      ], in: Repository.root)
    return (run, folder)
  }

  func testAnUnknownPlaceholderExits64NamingTheKnownOnes() throws {
    let template = "https://github.com/o/r/blob/HEAD/{path}#L{line}"
    let (run, folder) = try site(template)
    XCTAssertEqual(run.status, 64, run.output)
    XCTAssertTrue(
      run.stderr.contains(
        "Error: --source-url '\(template)' has an unknown placeholder {path}; \(known)"),
      run.stderr)
    XCTAssertEqual(run.stdout, "")
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path))
  }

  func testATemplateWithoutFileExits64() throws {
    let template = "https://github.com/o/r/blob/HEAD/Sources#L{line}"
    let (run, folder) = try site(template)
    XCTAssertEqual(run.status, 64, run.output)
    XCTAssertTrue(
      run.stderr.contains("Error: --source-url '\(template)' has no {file}; \(known)"), run.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path))
  }

  func testAKnownTemplateLinksEveryTransition() throws {
    let (run, folder) = try site("https://example.org/src/{file}?at={line}")
    XCTAssertEqual(run.status, 0, run.output)
    let page = try String(
      contentsOf: folder.appendingPathComponent("machines/Player.html"), encoding: .utf8)
    XCTAssertTrue(
      page.contains("https://example.org/src/Fixtures/StateGraph/PlayerReducer.swift?at="), page)
    XCTAssertFalse(page.contains("{line}"))
  }
}
