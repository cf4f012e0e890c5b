import Foundation
import XCTest

/// Runs the built `archgen` binary and captures its exit status, stdout and stderr.
struct EnumPropsProcess {
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// `archgen` beside the test bundle, as SwiftPM builds it.
  static var binary: URL {
    let besideBundle = Bundle(for: EnumPropsBundleToken.self).bundleURL
      .deletingLastPathComponent().appendingPathComponent("archgen")
    if FileManager.default.isExecutableFile(atPath: besideBundle.path) { return besideBundle }
    return Bundle.main.bundleURL.appendingPathComponent("archgen")
  }

  static func run(_ arguments: [String], in directory: URL) throws -> Output {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("archgen-enumprops-out-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let stdoutURL = scratch.appendingPathComponent("stdout")
    let stderrURL = scratch.appendingPathComponent("stderr")
    FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
    FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
    let stdout = try FileHandle(forWritingTo: stdoutURL)
    let stderr = try FileHandle(forWritingTo: stderrURL)
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    process.waitUntilExit()
    try stdout.close()
    try stderr.close()
    return Output(
      status: process.terminationStatus,
      stdout: try String(contentsOf: stdoutURL, encoding: .utf8),
      stderr: try String(contentsOf: stderrURL, encoding: .utf8))
  }
}

private final class EnumPropsBundleToken {}

/// A scratch directory for one end-to-end test, removed when the test ends.
final class EnumPropsScratch {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("archgen-enumprops-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  func write(_ name: String, _ text: String) throws {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  func read(_ name: String) throws -> String {
    try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
  }

  func exists(_ name: String) -> Bool {
    FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path)
  }

  /// Inode and modification date: a rewrite changes at least one of them.
  func identity(_ name: String) throws -> String {
    let attributes = try FileManager.default.attributesOfItem(
      atPath: url.appendingPathComponent(name).path)
    let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(attributes[.systemFileNumber] ?? "-")@\(date)"
  }
}
