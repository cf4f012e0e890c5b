import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// Compiles every fixture with its golden extension and `Checker/main.swift` (which asserts every
/// generated property for every case) in one `swiftc` run, then runs the checker.
final class EnumPropertiesCompileTests: XCTestCase {
  func testGoldensCompileAndReturnTheRightValues() throws {
    let swiftc = try Toolchain.swiftc()
    let directory = try temporaryDirectory("enumprops").url
    let checker = directory.appendingPathComponent("checker")
    let inputs =
      EnumPropertiesFixtures.sources.map(\.path)
      + EnumPropertiesFixtures.sources.map { EnumPropertiesFixtures.golden(for: $0).path }
      + [EnumPropertiesFixtures.directory.appendingPathComponent("Checker/main.swift").path]
    let compile = try Toolchain.run(
      swiftc,
      [
        "-module-name", "EnumPropertiesFixtures", "-package-name", "archgen", "-D", "DEBUG",
        "-o", checker.path,
      ] + inputs)
    XCTAssertEqual(compile.status, 0, "swiftc failed:\n\(compile.output)")
    XCTAssertFalse(
      compile.output.contains("Golden/"), "generated code has warnings:\n\(compile.output)")
    guard compile.status == 0 else { return }
    let run = try Toolchain.run(checker.path, [])
    XCTAssertEqual(run.status, 0, run.output)
    XCTAssertTrue(run.output.hasPrefix("all "), run.output)
  }

  /// The goldens pass `swift format lint --strict`, with the repository's `.swift-format` when
  /// there is one.
  func testGoldensPassSwiftFormatLint() throws {
    let swiftc = try Toolchain.swiftc()
    let swiftFormat = URL(fileURLWithPath: swiftc).deletingLastPathComponent()
      .appendingPathComponent("swift-format").path
    guard FileManager.default.isExecutableFile(atPath: swiftFormat) else {
      throw XCTSkip("swift-format is not installed beside swiftc")
    }
    let configuration = Repository.url(".swift-format").path
    let arguments =
      ["lint", "--strict"]
      + (FileManager.default.fileExists(atPath: configuration)
        ? ["--configuration", configuration] : [])
      + EnumPropertiesFixtures.sources.map { EnumPropertiesFixtures.golden(for: $0).path }
    let lint = try Toolchain.run(swiftFormat, arguments)
    XCTAssertEqual(lint.status, 0, lint.output)
    XCTAssertEqual(lint.output, "")
  }
}
