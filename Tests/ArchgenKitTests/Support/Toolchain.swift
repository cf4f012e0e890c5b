import Foundation
import XCTest

/// Runs the Swift toolchain's own programs (`swiftc`, `swift format`) from tests.
enum Toolchain {
  struct Result {
    var status: Int32
    var output: String
  }

  /// The directory holding `swiftc`: next to the `swift` that runs the tests, else on PATH.
  static let binDirectory: URL? = {
    var candidates: [String] = []
    if let path = ProcessInfo.processInfo.environment["PATH"] {
      candidates += path.split(separator: ":").map(String.init)
    }
    candidates.append("/opt/swift/usr/bin")
    for directory in candidates
    where FileManager.default.isExecutableFile(atPath: directory + "/swiftc") {
      return URL(fileURLWithPath: directory)
    }
    return nil
  }()

  static func swiftc() throws -> String {
    guard let bin = binDirectory else { throw XCTSkip("swiftc not found on PATH") }
    return bin.appendingPathComponent("swiftc").path
  }

  @discardableResult
  static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws
    -> Result
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }

  /// A fresh temporary directory, removed by the caller's teardown when it likes.
  static func temporaryDirectory(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("archgen-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
