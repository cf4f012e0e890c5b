import Foundation

/// The text of one Swift file, read safely: a file that is not valid UTF-8 is refused with a
/// diagnostic. NUL bytes are read like any other character (`swiftc` compiles them).
public struct SourceText: Sendable {
  /// The path as the user gave it; used in diagnostics.
  public let path: String
  public let text: String

  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }

  /// Reads `path`. Missing files and directories are errors; non-UTF-8 content is a warning (the
  /// caller skips the file and goes on).
  public static func read(_ path: String) throws(Diagnostic) -> SourceText {
    let data = try FileSystem.readData(at: path)
    return try decode(data, path: path)
  }

  /// Decodes bytes read from `path`: invalid UTF-8 gives a warning and no text.
  public static func decode(_ data: Data, path: String) throws(Diagnostic) -> SourceText {
    guard let text = FileSystem.utf8Text(data) else {
      throw .warning("skipped: file is not valid UTF-8", file: path)
    }
    return SourceText(path: path, text: text)
  }
}
