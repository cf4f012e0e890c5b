import Foundation

/// Paths inside the repository, found from this file's place in it (`Tests/Support/`).
public enum Repository {
  /// The repository's root folder (the root package's folder).
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `relativePath` under the repository's root, e.g. `Documentation/Lint.md`.
  public static func url(_ relativePath: String) -> URL {
    root.appendingPathComponent(relativePath)
  }
}

/// Paths inside the repository's `Fixtures/` folder.
public enum Fixtures {
  public static let root = Repository.url("Fixtures")

  /// `relativePath` under `Fixtures/`, e.g. `StateGraph/Golden/AuthService.dot`.
  public static func url(_ relativePath: String) -> URL {
    root.appendingPathComponent(relativePath)
  }
}
