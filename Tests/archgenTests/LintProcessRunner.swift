import Foundation
import XCTest

/// Runs the built `archgen` binary (through `ArchgenBinary`) for the lint tests.
struct LintProcessRunner {
  typealias Output = ArchgenBinary.Result

  init(testCase: AnyClass) {}

  func run(_ arguments: [String], in directory: URL) throws -> Output {
    try ArchgenBinary.run(arguments, in: directory)
  }

  /// The repository root, from this file's path.
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func fixture(_ name: String) -> URL {
    repository.appendingPathComponent("Fixtures").appendingPathComponent(name)
  }

  /// A fresh temporary folder, removed when the test ends.
  static func temporaryDirectory(_ testCase: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "archgen-lint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    testCase.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
  }
}
