import ArchgenTestSupport
import Foundation
import XCTest

/// File-system faults give a clear error naming the path and exit status 2, never a partial or a
/// lost file. Permission faults run archgen as an unprivileged user when the tests run as root
/// (root reads and writes through any permission bits).
final class FileSystemFaultTests: XCTestCase {
  /// Removed by `tearDown` once what the tests locked is unlocked.
  private var scratch: TemporaryDirectory!
  private var directory: URL { scratch.url }
  /// A copy of archgen that any user can run, wherever the checkout is.
  private var tools: URL!

  override func setUpWithError() throws {
    scratch = try TemporaryDirectory("e2e")
    tools = try TemporaryDirectory("e2e").url
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tools.path)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: directory.path)
    try write(
      "src/Good.swift",
      """
      enum Light { case red(Int), green }

      final class LightStore {
        var state: Light = .green
        func reduce(state: inout Light, event: Light) {
          switch event {
          case .red: state = .green
          case .green: state = .red(1)
          }
        }
        func now() { _ = CurrentEnvironment.env }
      }

      """)
  }

  override func tearDownWithError() throws {
    // Undo what the tests locked so the folder can go.
    guard let scratch else { return }
    _ = try? run(["/usr/bin/chmod", "-R", "u+rwX", scratch.path], as: nil)
    scratch.remove()
    try? FileManager.default.removeItem(at: tools)
  }

  private let scanners = [["lint", "src"], ["graph", "src"], ["enum-props", "--all", "src"]]

  func testUnreadableFileIsAnErrorAndTheOthersAreStillRead() throws {
    try write("src/Secret.swift", "let x = 1\n")
    try chmod(0o000, "src/Secret.swift")
    for arguments in scanners {
      let result = try archgen(arguments, unprivileged: true)
      XCTAssertEqual(result.status, 2, "\(arguments) \(result.stderr)")
      XCTAssertTrue(
        result.stderr.contains("src/Secret.swift: error: cannot read file: Permission denied"),
        "\(arguments): \(result.stderr)")
      XCTAssertTrue(
        result.stdout.contains("Good") || result.stdout.contains("Light"), "\(arguments)")
    }
  }

  func testSymbolicLinkLoopsAreReportedAndEndTheWalk() throws {
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("src/Loop.swift").path,
      withDestinationPath: "Loop.swift")
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("src/again").path, withDestinationPath: "..")
    for arguments in scanners {
      let result = try archgen(arguments)
      XCTAssertEqual(result.status, 2, "\(arguments) \(result.stderr)")
      XCTAssertTrue(
        result.stderr.contains(
          "src/Loop.swift: error: cannot read file: Too many levels of symbolic links"),
        "\(arguments): \(result.stderr)")
      XCTAssertEqual(result.stderr.components(separatedBy: "Good.swift").count, 1, result.stderr)
    }
  }

  func testMissingPathIsAnErrorNamingIt() throws {
    for arguments in scanners.map({ Array($0.dropLast()) + ["nope"] }) {
      let result = try archgen(arguments)
      XCTAssertEqual(result.status, 2, "\(arguments)")
      XCTAssertTrue(
        result.stderr.contains("nope: error: no such file or directory"), result.stderr)
    }
  }

  func testADirectoryWhereAFileWasExpected() throws {
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("out.txt"), withIntermediateDirectories: true)
    let cases: [([String], String)] = [
      (["graph", "src", "--output", "out.txt"], "out.txt: error: is a directory"),
      (["lint", "src", "--reporter", "json:out.txt"], "out.txt: error: is a directory"),
      (["lint", "src", "--baseline", "out.txt"], "out.txt: error: is a directory"),
      (["enum-props", "--all", "src", "--output", "out.txt"], "out.txt: error: is a directory"),
    ]
    for (arguments, message) in cases {
      let result = try archgen(arguments)
      XCTAssertEqual(result.status, 2, "\(arguments) \(result.stderr)")
      XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
    }
  }

  func testReadOnlyOutputDirectoryWritesNothing() throws {
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("ro"), withIntermediateDirectories: true)
    try chmod(0o755, "src")
    try chmod(0o555, "ro")
    let before = scratch.snapshot()
    let cases: [[String]] = [
      ["scene", "Login", "--output", "ro"],
      ["graph", "src", "--output-dir", "ro"],
      ["lint", "src", "--reporter", "sarif:ro/lint.sarif"],
    ]
    for arguments in cases {
      let result = try archgen(arguments, unprivileged: true)
      XCTAssertEqual(result.status, 2, "\(arguments) \(result.stderr)")
      XCTAssertTrue(result.stderr.contains("Permission denied"), "\(arguments): \(result.stderr)")
    }
    try chmod(0o555, "src")
    let inPlace = try archgen(["enum-props", "--all", "--in-place", "src"], unprivileged: true)
    XCTAssertEqual(inPlace.status, 2, inPlace.stderr)
    XCTAssertTrue(
      inPlace.stderr.contains(
        "src/Good+Properties.swift: error: cannot write file: Permission denied"),
      inPlace.stderr)
    XCTAssertEqual(scratch.snapshot(), before)
  }

  /// A write that fails half-way (here: the file-size limit is hit, as a full disk would) keeps
  /// the old file whole and leaves no temporary file behind.
  func testInterruptedWriteKeepsTheOldFile() throws {
    let old = String(repeating: "// the team's own edits\n", count: 10)
    try write("App/Login/LoginViewController.swift", old)
    let result = try run(
      [
        "/bin/bash", "-c", "trap '' XFSZ; ulimit -f 1; exec \"$0\" \"$@\"", archgenPath(),
        "scene", "Login", "--output", "App", "--force", "--no-tests",
      ], as: nil)
    XCTAssertEqual(result.status, 2, result.stderr)
    XCTAssertTrue(result.stderr.contains("error: cannot write file: File too large"), result.stderr)
    let kept = try String(
      contentsOf: directory.appendingPathComponent("App/Login/LoginViewController.swift"),
      encoding: .utf8)
    XCTAssertEqual(kept, old)
    let left = scratch.snapshot().keys.filter { $0.contains(".archgen-") }
    XCTAssertEqual(left, [])
  }

  // MARK: - Helpers

  private func write(_ relative: String, _ text: String) throws {
    let url = directory.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o755])
    try Data(text.utf8).write(to: url)
    try chmod(0o644, relative)
  }

  private func chmod(_ mode: Int, _ relative: String) throws {
    try FileManager.default.setAttributes(
      [.posixPermissions: mode], ofItemAtPath: directory.appendingPathComponent(relative).path)
  }

  private func archgenPath() throws -> String {
    guard let url = ArchgenBinary.url else {
      throw XCTSkip("the archgen executable is not built next to the tests")
    }
    return url.path
  }

  private func archgen(_ arguments: [String], unprivileged: Bool = false) throws
    -> ArchgenBinary.Result
  {
    var executable = try archgenPath()
    if unprivileged && getuid() == 0 {
      let copy = tools.appendingPathComponent("archgen")
      if !FileManager.default.fileExists(atPath: copy.path) {
        try FileManager.default.copyItem(atPath: executable, toPath: copy.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy.path)
      }
      executable = copy.path
    }
    let result = try run([executable] + arguments, as: unprivileged ? 65534 : nil)
    XCTAssertFalse(result.signalled, "archgen crashed on \(arguments): \(result.stderr)")
    return result
  }

  /// Runs a command in the test folder; as user `uid` (through setpriv) when the tests run as
  /// root, since root ignores permission bits.
  private func run(_ command: [String], as uid: Int?) throws -> ArchgenBinary.Result {
    var command = command
    if let uid, getuid() == 0 {
      guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
        throw XCTSkip("running as root without setpriv: permission faults cannot be made")
      }
      command =
        ["/usr/bin/setpriv", "--reuid=\(uid)", "--regid=\(uid)", "--clear-groups"] + command
    }
    return try ArchgenBinary.run(
      Array(command.dropFirst()), in: directory, executable: URL(fileURLWithPath: command[0]))
  }
}
