import Foundation
import XCTest

/// Runs the built `archgen` executable, as a user would.
enum ArchgenBinary {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Killed by a signal (a crash), not exited.
    var signalled = false
  }

  /// The `archgen` next to the test bundle (both live in the build's products folder).
  static let url: URL? = {
    var candidates: [URL] = []
    for bundle in [Bundle.main] + Bundle.allBundles {
      candidates.append(bundle.bundleURL.appendingPathComponent("archgen"))
      candidates.append(
        bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("archgen"))
    }
    if let executable = Bundle.main.executableURL {
      candidates.append(executable.deletingLastPathComponent().appendingPathComponent("archgen"))
    }
    return candidates.first { url in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        && !isDirectory.boolValue && FileManager.default.isExecutableFile(atPath: url.path)
    }
  }()

  static func run(
    _ arguments: [String], in directory: URL, environment extra: [String: String] = [:],
    executable: URL? = nil, input: String? = nil
  ) throws -> Result {
    guard let url = executable ?? url else {
      throw XCTSkip("the archgen executable is not built next to the tests")
    }
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["SOURCE_DATE_EPOCH"] = "1767312000"
    environment["NO_COLOR"] = "1"
    // The lint cache goes to a folder of this test run, never to the user's.
    environment["XDG_CACHE_HOME"] = cacheHome.path
    for (key, value) in extra { environment[key] = value }
    process.environment = environment
    // Files rather than pipes: a large output can never block the child.
    let capture = FileManager.default.temporaryDirectory.appendingPathComponent(
      "archgen-out-\(UUID().uuidString)")
    let outURL = capture.appendingPathExtension("stdout")
    let errURL = capture.appendingPathExtension("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: outURL)
      try? FileManager.default.removeItem(at: errURL)
    }
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    let inputURL = capture.appendingPathExtension("stdin")
    if let input {
      try Data(input.utf8).write(to: inputURL)
      process.standardInput = try FileHandle(forReadingFrom: inputURL)
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    defer { try? FileManager.default.removeItem(at: inputURL) }
    try process.run()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "",
      signalled: process.terminationReason == .uncaughtSignal)
  }

  /// `XDG_CACHE_HOME` for every run of this test process.
  static let cacheHome = FileManager.default.temporaryDirectory.appendingPathComponent(
    "archgen-test-cache-\(ProcessInfo.processInfo.processIdentifier)")

  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "archgen-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Every file under `directory` with its contents, to prove a command changed nothing.
  static func snapshot(_ directory: URL) -> [String: Data] {
    var result: [String: Data] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else {
      return result
    }
    for case let relative as String in enumerator {
      let path = directory.appendingPathComponent(relative).path
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        result[relative] = FileManager.default.contents(atPath: path)
      }
    }
    return result
  }
}
