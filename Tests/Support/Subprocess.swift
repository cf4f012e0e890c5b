import Foundation

/// Runs a program to its end and collects its exit status and output. The output goes to files
/// rather than pipes, so a large output can never block the child.
public enum Subprocess {
  public struct Result: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    /// Killed by a signal (a crash), not exited.
    public var signalled = false

    /// Standard output then standard error; run with `mergingOutput`, both as they came.
    public var output: String { stdout + stderr }
  }

  /// - Parameters:
  ///   - environment: the child's whole environment; nil inherits this process's.
  ///   - input: the child's standard input; nil gives it an empty one (`/dev/null`).
  ///   - mergingOutput: standard error goes to standard output, interleaved as written.
  public static func run(
    _ executable: URL, _ arguments: [String], in directory: URL? = nil,
    environment: [String: String]? = nil, input: String? = nil, mergingOutput: Bool = false
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    let capture = FileManager.default.temporaryDirectory.appendingPathComponent(
      "archgen-out-\(UUID().uuidString)")
    let outURL = capture.appendingPathExtension("stdout")
    let errURL = capture.appendingPathExtension("stderr")
    let inputURL = capture.appendingPathExtension("stdin")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    defer {
      for url in [outURL, errURL, inputURL] { try? FileManager.default.removeItem(at: url) }
    }
    let out = try FileHandle(forWritingTo: outURL)
    process.standardOutput = out
    process.standardError = mergingOutput ? out : try FileHandle(forWritingTo: errURL)
    if let input {
      try Data(input.utf8).write(to: inputURL)
      process.standardInput = try FileHandle(forReadingFrom: inputURL)
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    try process.run()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "",
      signalled: process.terminationReason == .uncaughtSignal)
  }

  /// The first executable `name` in the folders of `PATH`, then in `fallbacks`.
  public static func which(_ name: String, fallbacks: [String] = []) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let folders = path.split(separator: ":").map(String.init) + fallbacks
    return folders.map { URL(fileURLWithPath: $0).appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}

/// A test-support step that failed (a stand-in that does not build, a git command that fails).
public struct SupportError: Error, CustomStringConvertible {
  public var message: String

  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
