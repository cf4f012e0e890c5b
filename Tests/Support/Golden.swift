import Foundation
import XCTest

/// Byte-for-byte comparison with a golden file. `ARCHGEN_RECORD=1 swift test` writes the files
/// instead of comparing.
public enum Golden {
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["ARCHGEN_RECORD"] == "1"
  }

  /// Compares `actual` with `Fixtures/<relativePath>`.
  public static func assertMatches(
    _ actual: String, fixture relativePath: String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    assertMatches(actual, at: Fixtures.url(relativePath), file: file, line: line)
  }

  /// Compares `actual` with the file at `url`.
  public static func assertMatches(
    _ actual: String, at url: URL, file: StaticString = #filePath, line: UInt = #line
  ) {
    let name = displayName(url)
    if isRecording {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url)
      } catch {
        XCTFail("cannot record \(name): \(error)", file: file, line: line)
      }
      return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      XCTFail(
        "missing golden file \(name); run ARCHGEN_RECORD=1 swift test to record it", file: file,
        line: line)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    if expected != actual {
      XCTFail(
        "\(name) differs from the golden file (ARCHGEN_RECORD=1 re-records):\n"
          + diff(expected, actual), file: file, line: line)
    }
  }

  /// The first differing line with a little context, marked `-` expected and `+` actual.
  public static func diff(_ expected: String, _ actual: String) -> String {
    let old = expected.components(separatedBy: "\n")
    let new = actual.components(separatedBy: "\n")
    var index = 0
    while index < old.count && index < new.count && old[index] == new[index] { index += 1 }
    var lines = ["@@ line \(index + 1) @@"]
    for context in max(0, index - 2)..<index { lines.append("  " + old[context]) }
    for offset in 0..<6 {
      let expectedLine = index + offset < old.count ? old[index + offset] : nil
      let actualLine = index + offset < new.count ? new[index + offset] : nil
      if expectedLine == actualLine {
        if let expectedLine { lines.append("  " + expectedLine) }
        continue
      }
      if let expectedLine { lines.append("- " + expectedLine) }
      if let actualLine { lines.append("+ " + actualLine) }
    }
    if old.count != new.count { lines.append("(expected \(old.count) lines, got \(new.count))") }
    return lines.joined(separator: "\n")
  }

  /// The path relative to the repository when the file is in it.
  private static func displayName(_ url: URL) -> String {
    let root = Repository.root.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }
}
