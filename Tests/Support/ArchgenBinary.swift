import Foundation
import XCTest

/// Runs the built `archgen` executable, as a user would.
public enum ArchgenBinary {
  public typealias Result = Subprocess.Result

  /// The `archgen` next to the test bundle (both live in the build's products folder).
  public static let url: URL? = {
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

  /// Runs `archgen arguments` (or `executable arguments`) in `directory` with this process's
  /// environment plus a fixed date (`SOURCE_DATE_EPOCH`), `NO_COLOR` and a lint cache of this
  /// test run, then `extra`. `input` is its standard input (else an empty one).
  public static func run(
    _ arguments: [String], in directory: URL, environment extra: [String: String] = [:],
    executable: URL? = nil, input: String? = nil
  ) throws -> Result {
    guard let url = executable ?? url else {
      throw XCTSkip("the archgen executable is not built next to the tests")
    }
    var environment = ProcessInfo.processInfo.environment
    environment["SOURCE_DATE_EPOCH"] = "1767312000"
    environment["NO_COLOR"] = "1"
    // The lint cache goes to a folder of this test run, never to the user's.
    environment["XDG_CACHE_HOME"] = cacheHome.path
    for (key, value) in extra { environment[key] = value }
    return try Subprocess.run(
      url, arguments, in: directory, environment: environment, input: input)
  }

  /// `XDG_CACHE_HOME` for every run of this test process.
  public static let cacheHome = FileManager.default.temporaryDirectory.appendingPathComponent(
    "archgen-test-cache-\(ProcessInfo.processInfo.processIdentifier)")
}
