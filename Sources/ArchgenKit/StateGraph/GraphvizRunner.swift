import Foundation

/// `--render`: the image formats Graphviz `dot` is asked for.
public enum GraphImageFormat: String, CaseIterable, Sendable {
  case svg, png, pdf
}

/// Runs the installed Graphviz `dot` on DOT text.
public enum GraphvizRunner {
  /// The `dot` executable on `PATH`, or nil when Graphviz is not installed.
  public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> String?
  {
    let path = environment["PATH"] ?? ""
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = "\(directory)/dot"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// The rendered image; a missing `dot` or a failing run is a diagnostic.
  public static func render(_ dot: String, as format: GraphImageFormat) throws(Diagnostic) -> Data {
    guard let executable = locate() else {
      throw .error(
        "Graphviz 'dot' was not found on PATH; install Graphviz (brew install graphviz, "
          + "apt-get install graphviz) or use --format to write text instead of --render")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["-T\(format.rawValue)"]
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw .error("cannot run \(executable): \(error.localizedDescription)")
    }
    // Read while writing would be safer for huge graphs; diagrams are small, and reading on a
    // separate thread avoids a pipe deadlock anyway.
    let collected = DataBox()
    let reader = Thread {
      collected.data = output.fileHandleForReading.readDataToEndOfFile()
      collected.errors = errors.fileHandleForReading.readDataToEndOfFile()
      collected.done.signal()
    }
    reader.start()
    input.fileHandleForWriting.write(Data(dot.utf8))
    try? input.fileHandleForWriting.close()
    collected.done.wait()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let message = String(decoding: collected.errors, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      throw .error("Graphviz dot failed (status \(process.terminationStatus)): \(message)")
    }
    return collected.data
  }
}

private final class DataBox: @unchecked Sendable {
  var data = Data()
  var errors = Data()
  let done = DispatchSemaphore(value: 0)
}
