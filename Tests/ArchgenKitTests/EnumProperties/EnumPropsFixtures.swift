import ArchgenKit
import Foundation
import XCTest

/// The fixture enums of `Fixtures/EnumProperties` and their golden outputs.
enum EnumPropsFixtures {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/EnumProperties")

  static let goldenDirectory = directory.appendingPathComponent("Golden")

  /// Fixture files compiled together with their goldens (the `Invalid` folder is not among them).
  static var sources: [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map {
      directory.appendingPathComponent($0)
    }
  }

  /// `Setters.swift` and `LongNames.swift` are generated with `--setters`, every other fixture
  /// with the defaults.
  static func options(for source: URL) -> EnumPropertiesOptions {
    EnumPropertiesOptions(
      setters: ["Setters.swift", "LongNames.swift"].contains(source.lastPathComponent))
  }

  static func golden(for source: URL) -> URL {
    let name = source.deletingPathExtension().lastPathComponent + "+Properties.swift"
    return goldenDirectory.appendingPathComponent(name)
  }

  /// The generated file for one fixture, as `--in-place` would write it, and the diagnostics.
  static func generate(_ source: URL) -> (text: String, diagnostics: [Diagnostic]) {
    let generator = EnumPropertiesGenerator(options: options(for: source))
    let result = generator.generate(paths: [source.path])
    return (
      EnumPropertiesDocument.file(result.documents, command: generator.command),
      result.diagnostics
    )
  }
}

/// Compares `actual` with the golden file byte for byte; `ARCHGEN_RECORD=1` re-records it.
func assertEnumPropsGolden(
  _ actual: String, _ golden: URL, file: StaticString = #filePath, line: UInt = #line
) {
  if ProcessInfo.processInfo.environment["ARCHGEN_RECORD"] == "1" {
    XCTAssertNoThrow(try Data(actual.utf8).write(to: golden), file: file, line: line)
    return
  }
  guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
    XCTFail(
      "missing golden \(golden.path); run with ARCHGEN_RECORD=1 to record it", file: file,
      line: line)
    return
  }
  guard expected != actual else { return }
  XCTFail(
    "\(golden.lastPathComponent) differs (ARCHGEN_RECORD=1 re-records):\n"
      + enumPropsLineDiff(expected: expected, actual: actual), file: file, line: line)
}

/// A short, readable line diff: the first difference with three lines of context.
func enumPropsLineDiff(expected: String, actual: String) -> String {
  let old = expected.components(separatedBy: "\n")
  let new = actual.components(separatedBy: "\n")
  let first =
    zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    ?? min(old.count, new.count)
  let start = max(0, first - 3)
  var lines = ["@@ line \(first + 1) @@"]
  for index in start..<first where index < old.count { lines.append("  \(old[index])") }
  for index in first..<min(old.count, first + 4) { lines.append("- \(old[index])") }
  for index in first..<min(new.count, first + 4) { lines.append("+ \(new[index])") }
  return lines.joined(separator: "\n")
}
