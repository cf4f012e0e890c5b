import Foundation

/// Runs a program to completion, feeding it standard input and collecting both outputs on their
/// own threads, so that no pipe fills up and blocks either side.
package enum ProcessRunner {
  package struct Result {
    package var status: Int32
    package var output: Data
    package var errors: Data
  }

  package static func run(
    _ executable: String, _ arguments: [String], input: Data = Data(), in directory: String? = nil
  )
    throws(Diagnostic) -> Result
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    do {
      try process.run()
    } catch {
      throw .error("cannot run \(executable): \(error.localizedDescription)")
    }
    let collected = Collected()
    let readers = DispatchGroup()
    for (index, pipe) in [stdout, stderr].enumerated() {
      readers.enter()
      Thread {
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        collected.set(index, data)
        readers.leave()
      }.start()
    }
    stdin.fileHandleForWriting.write(input)
    try? stdin.fileHandleForWriting.close()
    readers.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: collected.output, errors: collected.errors)
  }

  /// The program's path on `PATH`, or nil.
  package static func locate(
    _ name: String, environment: [String: String] = ProcessInfo.processInfo.environment
  )
    -> String?
  {
    for directory in (environment["PATH"] ?? "").split(separator: ":") where !directory.isEmpty {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}

private final class Collected: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var output = Data()
  private(set) var errors = Data()

  /// Stores standard output (0) or standard error (1).
  func set(_ index: Int, _ data: Data) {
    lock.lock()
    if index == 0 { output = data } else { errors = data }
    lock.unlock()
  }
}
