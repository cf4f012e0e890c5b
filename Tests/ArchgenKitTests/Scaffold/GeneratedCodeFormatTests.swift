import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// Generated code passes `swift format lint --strict` with the repository's configuration.
final class GeneratedCodeFormatTests: XCTestCase {
  func testEveryFlavourPassesSwiftFormatLint() throws {
    guard let bin = Toolchain.binDirectory,
      FileManager.default.isExecutableFile(atPath: bin.appendingPathComponent("swift-format").path)
    else { throw XCTSkip("swift-format is not in the toolchain") }
    let directory = try temporaryDirectory("format").url
    for flavour in ScaffoldFlavour.all + ScaffoldFlavour.team {
      let output = directory.appendingPathComponent(flavour.id).path
      for file in try Scaffolder.plan(flavour.request(output: output)).files {
        try FileSystem.writeAtomically(file.contents, to: file.path)
      }
    }
    let configuration = Repository.url(".swift-format")
    let result = try Toolchain.run(
      bin.appendingPathComponent("swift-format").path,
      ["lint", "--strict", "--recursive", "--configuration", configuration.path, directory.path])
    XCTAssertEqual(result.status, 0, result.output)
    XCTAssertEqual(result.output, "")
  }
}
