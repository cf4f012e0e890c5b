import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit
@testable import ArchgenLinter

/// The lint cache: per-file results reused while a file, its config and archgen are unchanged.
final class LintCacheTests: XCTestCase {
  private var directory: URL!
  private var cacheFolder: String { directory.appendingPathComponent("cache").path }

  override func setUpWithError() throws {
    directory = try temporaryDirectory("cache").url
    try write("struct A { let a = CurrentEnvironment.env }\n", "App/A.swift")
    try write(
      "struct B {\n  // archgen:disable:next direct-environment-access\n"
        + "  let b = CurrentEnvironment.env\n  let c = CurrentEnvironment.env\n}\n", "App/B.swift")
    try write("struct C { let c = 1 }\n", "App/C.swift")
  }

  private func write(_ text: String, _ path: String) throws {
    let url = directory.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: false, encoding: .utf8)
  }

  private func lint(config: LintConfig = LintConfig(), tool: String = "test 1") -> LintResult {
    var options = LintOptions(paths: [directory.appendingPathComponent("App").path], config: config)
    options.cache = LintCacheSettings(directory: cacheFolder, tool: tool)
    return Linter.run(options)
  }

  func testAnUnchangedTreeGivesTheSameFindingsFromTheCache() {
    let first = lint()
    XCTAssertEqual(first.filesFromCache, 0)
    XCTAssertEqual(first.findings.count, 2)
    let second = lint()
    XCTAssertEqual(second.filesFromCache, 3)
    XCTAssertEqual(second.findings, first.findings)
    XCTAssertEqual(second.suppressed, 1)
    XCTAssertEqual(second.filesParsed, first.filesParsed)
    XCTAssertEqual(second.diagnostics, [])
    XCTAssertEqual(second.cacheDiagnostics, [])
  }

  func testTouchingOneFileReReadsOnlyIt() throws {
    _ = lint()
    try write("struct C { let c = CurrentEnvironment.env }\n", "App/C.swift")
    let result = lint()
    XCTAssertEqual(result.filesFromCache, 2)
    XCTAssertEqual(
      result.findings.map { ($0.file as NSString).lastPathComponent },
      ["A.swift", "B.swift", "C.swift"])
  }

  func testAConfigChangeOrAnotherArchgenReReadsEverything() {
    _ = lint()
    var config = LintConfig()
    config.environment.names = ["Current"]
    XCTAssertEqual(lint(config: config).filesFromCache, 0)
    XCTAssertEqual(lint(config: config).filesFromCache, 3)
    let other = lint(config: config, tool: "test 2")
    XCTAssertEqual(other.filesFromCache, 0)
    XCTAssertEqual(other.cacheDiagnostics, [], "another build's cache is stale, not foreign")
  }

  func testACorruptOrForeignCacheIsIgnoredWithAWarningAndRewritten() throws {
    _ = lint()
    let files = try FileManager.default.contentsOfDirectory(atPath: cacheFolder)
    XCTAssertEqual(files.count, 1)
    let path = cacheFolder + "/" + files[0]
    for foreign in [
      "{\"format\": 1, \"tool\": \"test 1\", \"files\": {\"A.swift\": 3}}", "\u{0}garbage",
      "{\"format\": 9, \"tool\": \"test 1\", \"files\": {}}",
    ] {
      try foreign.write(toFile: path, atomically: true, encoding: .utf8)
      let result = lint()
      XCTAssertEqual(result.filesFromCache, 0, foreign)
      XCTAssertEqual(result.findings.count, 2, foreign)
      XCTAssertEqual(result.cacheDiagnostics.map(\.severity), [.warning], foreign)
      XCTAssertEqual(result.cacheDiagnostics.first?.file, path)
      XCTAssertEqual(lint().filesFromCache, 3, "rewritten after \(foreign)")
    }
  }

  func testSuppressionsAndTheBaselineStillApplyToCachedResults() throws {
    let baseline = directory.appendingPathComponent("baseline.json").path
    func run(writing: Bool) -> LintOutcome {
      var options = LintOptions(
        paths: [directory.appendingPathComponent("App").path], config: LintConfig())
      options.cache = LintCacheSettings(directory: cacheFolder, tool: "test 1")
      return Linter.run(
        LintRequest(
          options: options, baseline: writing ? nil : baseline,
          writeBaseline: writing ? baseline : nil))
    }
    XCTAssertEqual(run(writing: true).baselineWritten?.entries, 2)
    let cached = run(writing: false)
    XCTAssertEqual(cached.result?.filesFromCache, 3)
    XCTAssertEqual(cached.findings, [])
    XCTAssertEqual(cached.result?.suppressed, 1)
    XCTAssertEqual(cached.status, .clean)
  }

  func testWithoutCacheSettingsNothingIsWritten() {
    _ = Linter.run(
      LintOptions(paths: [directory.appendingPathComponent("App").path], config: LintConfig()))
    XCTAssertFalse(FileManager.default.fileExists(atPath: cacheFolder))
  }

  /// Whatever a finding or a problem holds (tabs, newlines, `\r\n`, backslashes) comes back
  /// from the cache file as it went in.
  func testTheCacheFileKeepsEveryCharacterOfWhatItRecords() throws {
    var finding = LintFinding(
      file: "App/Tab\tName.swift", line: 3, column: 7, severity: .warning, rule: "r",
      message: "a\tb\nc\\d\r\ne", code: "let s = \"\\t\"")
    finding.utf16Column = 5
    var file = LintFileResult()
    file.findings = [finding]
    file.parsed = true
    file.suppressed = 2
    file.environmentTypes = ["AppEnvironment"]
    file.typesAroundReferences = ["Store", "Store.Inner"]
    let problem = Diagnostic(.warning, "not valid UTF-8\there", file: "App/Tab\tName.swift")
    let record = LintCache.Record(
      stamp: FileStamp(size: 10, modified: 1_700_000_000_123_456_789), config: "abc",
      passes: [
        "": .init(file: file, problems: [problem]),
        "k": .init(file: LintFileResult(), problems: []),
      ])
    let text = LintCacheFile.encode(tool: "archgen\t1", files: ["App/Tab\tName.swift": record])
    let decoded = try LintCacheFile.decode(text)
    XCTAssertEqual(decoded.tool, "archgen\t1")
    let back = try XCTUnwrap(decoded.files["App/Tab\tName.swift"])
    XCTAssertEqual(back.stamp, record.stamp)
    XCTAssertEqual(back.config, "abc")
    XCTAssertEqual(back.passes.keys.sorted(), ["", "k"])
    let first = try XCTUnwrap(back.passes[""])
    XCTAssertEqual(first.file.findings, [finding])
    XCTAssertEqual(first.problems, [problem])
    XCTAssertTrue(first.file.parsed)
    XCTAssertEqual(first.file.suppressed, 2)
    XCTAssertEqual(first.file.environmentTypes, ["AppEnvironment"])
    XCTAssertEqual(first.file.typesAroundReferences, ["Store", "Store.Inner"])
    XCTAssertEqual(back.passes["k"]?.file.findings, [])
  }

  /// Several files, each with several findings: every one comes back under its own file and pass,
  /// in order, whether or not it repeats the file's path or the previous rule.
  func testTheCacheFileKeepsEachFilesFindingsApart() throws {
    func finding(_ file: String, _ line: Int, _ rule: String) -> LintFinding {
      LintFinding(file: file, line: line, column: 1, severity: .error, rule: rule, message: "m")
    }
    func record(_ findings: [LintFinding]) -> LintCache.Record {
      var file = LintFileResult()
      file.findings = findings
      return LintCache.Record(
        stamp: FileStamp(size: 1, modified: -2), config: "c",
        passes: ["": .init(file: file, problems: [])])
    }
    let files = [
      "A.swift": record([finding("A.swift", 1, "r"), finding("A.swift", 2, "r")]),
      "B.swift": record([finding("B.swift", 1, "r"), finding("elsewhere.swift", 5, "s")]),
      "C.swift": record([]),
    ]
    let decoded = try LintCacheFile.decode(LintCacheFile.encode(tool: "t", files: files))
    XCTAssertEqual(decoded.files.keys.sorted(), ["A.swift", "B.swift", "C.swift"])
    for (path, record) in files {
      XCTAssertEqual(
        decoded.files[path]?.passes[""]?.file.findings, record.passes[""]?.file.findings)
      XCTAssertEqual(decoded.files[path]?.stamp, record.stamp)
    }
  }

  /// A damaged cache file is an error with a reason, never a partial answer.
  func testAMalformedCacheFileIsRejectedWithAReason() {
    let header = "archgen-lint-cache\t1\tt\n"
    let file = "F\tA.swift\t1\t2\tc\n"
    let pass = "P\t\t1\t0\t0\n"
    let cases: [(String, String)] = [
      ("", "not an archgen lint cache"),
      ("archgen-lint-cache\t2\tt\n", "cache format 2, expected 1"),
      (header + "N\tA.swift\t1\t1\t1\terror\tr\tm\tc\n", "a result line outside a file's pass"),
      (header + file + "E\tT\n", "a result line outside a file's pass"),
      (header + "P\t\t1\t0\t0\n", "a pass line outside a file"),
      (header + "F\tA.swift\tx\t2\tc\n", "a file line with a bad size or time"),
      (header + "F\tA.swift\t99999999999999999999\t2\tc\n", "a file line with a bad size or time"),
      (header + file + pass + "N\tA.swift\t1\t-\t1\terror\tr\tm\tc\n", "a bad finding line"),
      (header + file + pass + "N\tA.swift\t1\t1\t1\tfatal\tr\tm\tc\n", "a bad finding line"),
      (header + file + pass + "N\tA.swift\t1\t1\n", "an unknown line"),
      (header + file + "FF\tA.swift\t1\t2\tc\n", "an unknown line"),
    ]
    for (text, reason) in cases {
      XCTAssertThrowsError(try LintCacheFile.decode(text), text) { error in
        XCTAssertEqual((error as? Diagnostic)?.message, reason, text)
      }
    }
  }
}
