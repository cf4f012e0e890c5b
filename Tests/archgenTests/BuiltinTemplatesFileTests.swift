import ArchgenTestSupport
import Foundation
import XCTest

/// Sources/ArchgenScaffold/Generated/BuiltinTemplates.swift is committed (a build-tool plugin on
/// ArchgenKit is not run when a package builds archgen from source for its plugins, which then
/// failed with "cannot find 'BuiltinTemplates' in scope"): it must be what embed-templates makes
/// of Templates/ now.
final class BuiltinTemplatesFileTests: XCTestCase {
  func testCommittedFileIsWhatEmbedTemplatesWritesFromTemplates() throws {
    let archgen = try XCTUnwrap(ArchgenBinary.url, "archgen is not built next to the tests")
    let tool = archgen.deletingLastPathComponent().appendingPathComponent("embed-templates")
    guard FileManager.default.isExecutableFile(atPath: tool.path) else {
      throw XCTSkip("embed-templates is not built next to archgen")
    }
    let scratch = try temporaryDirectory("embed")
    let output = scratch.file("BuiltinTemplates.swift")
    let run = try Subprocess.run(
      tool, [Repository.root.appendingPathComponent("Templates").path, output.path])
    XCTAssertEqual(run.status, 0, run.stderr)
    let committed = Repository.root.appendingPathComponent(
      "Sources/ArchgenScaffold/Generated/BuiltinTemplates.swift")
    XCTAssertEqual(
      try Data(contentsOf: output), try Data(contentsOf: committed),
      "Templates/ changed: run swift run embed-templates Templates "
        + "Sources/ArchgenScaffold/Generated/BuiltinTemplates.swift")
  }
}
