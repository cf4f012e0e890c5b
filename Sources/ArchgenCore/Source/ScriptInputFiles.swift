import Foundation

/// The files an Xcode Run Script build phase hands its script: `SCRIPT_INPUT_FILE_COUNT` and
/// `SCRIPT_INPUT_FILE_0`…, or `SCRIPT_INPUT_FILE_LIST_COUNT` and `SCRIPT_INPUT_FILE_LIST_0`…
/// (files that hold one path per line). Only Swift files are kept.
public enum ScriptInputFiles {
  /// The Swift files named by `SCRIPT_INPUT_FILE_n`.
  public static func files(environment: [String: String]) throws(Diagnostic) -> [String] {
    try named("SCRIPT_INPUT_FILE", environment: environment).filter(isSwift)
  }

  /// The Swift files listed in the files named by `SCRIPT_INPUT_FILE_LIST_n`.
  public static func fileLists(environment: [String: String]) throws(Diagnostic) -> [String] {
    var paths: [String] = []
    for list in try named("SCRIPT_INPUT_FILE_LIST", environment: environment) {
      let text = try FileSystem.readString(at: list)
      paths += text.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
    }
    return paths.filter(isSwift)
  }

  private static func named(_ prefix: String, environment: [String: String]) throws(Diagnostic)
    -> [String]
  {
    let countKey = prefix + "_COUNT"
    guard let countText = environment[countKey] else {
      throw .error("\(countKey) is not set; run this from an Xcode Run Script build phase")
    }
    guard let count = Int(countText), count >= 0 else {
      throw .error("\(countKey) is '\(countText)', not a number of files")
    }
    return try (0..<count).map { (index: Int) throws(Diagnostic) -> String in
      let key = "\(prefix)_\(index)"
      guard let path = environment[key] else {
        throw .error("\(key) is not set, though \(countKey) is \(count)")
      }
      return path
    }
  }

  private static func isSwift(_ path: String) -> Bool { path.hasSuffix(".swift") }
}
