import Foundation
import XCTest

/// Byte-for-byte comparison with a file under `Fixtures/`. `ARCHGEN_RECORD=1 swift test` rewrites
/// the golden files instead of comparing.
enum Golden {
  static var isRecording: Bool { ProcessInfo.processInfo.environment["ARCHGEN_RECORD"] == "1" }

  static func assertMatches(
    _ actual: String, fixture relativePath: String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let url = Fixtures.url(relativePath)
    if isRecording {
      try? FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? Data(actual.utf8).write(to: url)
      return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      XCTFail(
        "missing golden file \(relativePath); run ARCHGEN_RECORD=1 swift test", file: file,
        line: line)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    if expected != actual {
      XCTFail(
        "\(relativePath) differs from the golden file:\n\(diff(expected, actual))", file: file,
        line: line)
    }
  }

  /// The first differing lines, enough to see what changed.
  static func diff(_ expected: String, _ actual: String) -> String {
    let left = expected.components(separatedBy: "\n")
    let right = actual.components(separatedBy: "\n")
    var lines: [String] = []
    for index in 0..<max(left.count, right.count) {
      let l = index < left.count ? left[index] : "<end of file>"
      let r = index < right.count ? right[index] : "<end of file>"
      if l != r {
        lines.append("line \(index + 1):\n  expected: \(l)\n  actual:   \(r)")
        if lines.count == 5 { break }
      }
    }
    return lines.joined(separator: "\n")
  }
}

/// Paths inside the repository's `Fixtures/` folder.
enum Fixtures {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  static func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }
}
