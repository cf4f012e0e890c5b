import ArchgenCore
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
    ProcessRunner.locate("dot", environment: environment)
  }

  /// The rendered image; a missing `dot` or a failing run is a diagnostic.
  public static func render(_ dot: String, as format: GraphImageFormat) throws(Diagnostic) -> Data {
    guard let executable = locate() else {
      throw .error(
        "Graphviz 'dot' was not found on PATH; install Graphviz (brew install graphviz, "
          + "apt-get install graphviz) or use --format to write text instead of --render")
    }
    let result = try ProcessRunner.run(
      executable, ["-T\(format.rawValue)"], input: Data(dot.utf8))
    guard result.status == 0 else {
      let message = String(decoding: result.errors, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      throw .error("Graphviz dot failed (status \(result.status)): \(message)")
    }
    return result.output
  }
}
