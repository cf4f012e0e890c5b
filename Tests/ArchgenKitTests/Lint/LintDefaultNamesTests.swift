import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit

/// An app with no environment, linted with archgen's default names (what `init` proposes for
/// it): a note says no file reads an environment yet, not a warning to fix the config, and
/// `--strict` passes; any other entry no file uses is still a warning, an error under `--strict`.
final class LintDefaultNamesTests: XCTestCase {
  func testDefaultNamesNoFileReadsAreANoteAndPassUnderStrict() throws {
    let directory = try temporaryDirectory("default-names")
    try directory.write("Sources/Feed.swift", "final class Feed { let api = API() }")
    try directory.write("Sources/Other.swift", "struct Other { let a = Player.shared }")
    let options = LintOptions(paths: [directory.path], config: LintConfig())
    let request = LintRequest(options: options, reporters: [], strict: true)
    let outcome = Linter.run(request)
    XCTAssertEqual(
      outcome.diagnostics.map(\.description),
      [
        "note: no linted file reads an environment: names: [CurrentEnvironment] are archgen's "
          + "default for the Builders it scaffolds; set 'environment' in the config if the app "
          + "has one"
      ])
    XCTAssertEqual(outcome.command(request).status, .success)
  }

  func testDefaultNamesBesideAnUnusedWrapperAreStillAWarning() throws {
    let directory = try temporaryDirectory("default-names")
    try directory.write("Sources/Feed.swift", "final class Feed { let api = API() }")
    try directory.write("Sources/Other.swift", "struct Other { let a = Player.shared }")
    var config = LintConfig()
    config.environment.propertyWrappers = ["Inject"]
    let options = LintOptions(paths: [directory.path], config: config)
    let request = LintRequest(options: options, reporters: [], strict: true)
    let outcome = Linter.run(request)
    XCTAssertEqual(outcome.diagnostics.map(\.severity), [.error])
    XCTAssertEqual(outcome.command(request).status, .failure)
  }
}
