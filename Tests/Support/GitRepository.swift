import Foundation
import XCTest

/// A git repository made by a test in a temporary folder, filled from fixture folders.
public struct GitRepository {
  public let directory: TemporaryDirectory
  private let git: URL

  /// `git init` in `directory`; skips the test when git is not installed.
  public init(in directory: TemporaryDirectory) throws {
    guard let git = Subprocess.which("git", fallbacks: ["/usr/bin"]) else {
      throw XCTSkip("git is not installed")
    }
    self.directory = directory
    self.git = git
    try run("init", "-q")
  }

  public var url: URL { directory.url }

  /// Runs `git arguments` in the repository; throws when it fails.
  public func run(_ arguments: String...) throws {
    let result = try Subprocess.run(git, arguments, in: url, mergingOutput: true)
    guard result.status == 0 else { throw SupportError("git \(arguments): \(result.output)") }
  }

  /// Commits everything in the work tree.
  public func commitAll(_ message: String) throws {
    try run("add", ".")
    try run(
      "-c", "user.name=archgen", "-c", "user.email=archgen@example.com", "commit", "-q", "-m",
      message)
  }

  /// Puts the files of `Fixtures/<folder>` at the top of the work tree, replacing those there.
  public func copy(fixture folder: String) throws {
    let source = Fixtures.url(folder)
    for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
      let target = url.appendingPathComponent(name)
      try? FileManager.default.removeItem(at: target)
      try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: target)
    }
  }
}
