import Foundation
import XCTest

/// Runs the built `archgen` binary and captures what it printed and its exit status.
struct LintProcessRunner {
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  let binary: URL

  /// Beside the test bundle: on macOS the bundle is `archgenPackageTests.xctest` in the products
  /// folder; on Linux `bundleURL` is the products folder itself.
  init(testCase: AnyClass) {
    let bundle = Bundle(for: testCase).bundleURL
    let candidates = [
      bundle.deletingLastPathComponent().appendingPathComponent("archgen"),
      bundle.appendingPathComponent("archgen"),
    ]
    binary =
      candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
  }

  func run(_ arguments: [String], in directory: URL) throws -> Output {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let stdoutFile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lint-out-\(UUID().uuidString)")
    let stderrFile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lint-err-\(UUID().uuidString)")
    FileManager.default.createFile(atPath: stdoutFile.path, contents: nil)
    FileManager.default.createFile(atPath: stderrFile.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: stdoutFile)
      try? FileManager.default.removeItem(at: stderrFile)
    }
    process.standardOutput = try FileHandle(forWritingTo: stdoutFile)
    process.standardError = try FileHandle(forWritingTo: stderrFile)
    try process.run()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus,
      stdout: try String(contentsOf: stdoutFile, encoding: .utf8),
      stderr: try String(contentsOf: stderrFile, encoding: .utf8))
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
