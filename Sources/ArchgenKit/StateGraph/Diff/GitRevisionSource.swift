import Foundation

/// The Swift files of a git revision, read from the repository without touching the work tree.
public enum GitRevisionSource {
  /// Every `.swift` file under `paths` at `revision` (paths relative to `directory`, which must be
  /// inside a git work tree). Folders archgen always skips (`.build`, `Pods`, …) are left out.
  public static func sources(at revision: String, paths: [String], in directory: String)
    throws(Diagnostic) -> [SourceText]
  {
    guard let git = ProcessRunner.locate("git") else {
      throw .error("git was not found on PATH; graph --diff reads revisions with git")
    }
    let listing = try ProcessRunner.run(
      git,
      ["ls-tree", "-r", "-z", "--name-only", revision, "--"] + (paths.isEmpty ? ["."] : paths),
      in: directory)
    guard listing.status == 0 else {
      throw .error(
        "cannot read revision '\(revision)': "
          + String(decoding: listing.errors, as: UTF8.self).trimmingCharacters(
            in: .whitespacesAndNewlines))
    }
    let names = String(decoding: listing.output, as: UTF8.self).split(separator: "\0").map(
      String.init
    )
    .filter { name in
      name.hasSuffix(".swift")
        && !name.split(separator: "/").dropLast().contains {
          SwiftFileFinder.defaultSkippedDirectories.contains(String($0))
        }
    }
    .sorted()
    guard !names.isEmpty else { return [] }
    let request = names.map { "\(revision):./\($0)\n" }.joined()
    let batch = try ProcessRunner.run(
      git, ["cat-file", "--batch"], input: Data(request.utf8), in: directory)
    guard batch.status == 0 else {
      throw .error("git cat-file failed: \(String(decoding: batch.errors, as: UTF8.self))")
    }
    return try parseBatch(batch.output, names: names, revision: revision)
  }

  /// `<sha> blob <size>\n<bytes>\n` per requested object, in request order.
  static func parseBatch(_ data: Data, names: [String], revision: String) throws(Diagnostic)
    -> [SourceText]
  {
    let bytes = [UInt8](data)
    var offset = 0
    var result: [SourceText] = []
    for name in names {
      guard let newline = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) else { break }
      let header = String(decoding: bytes[offset..<newline], as: UTF8.self).split(separator: " ")
      offset = newline + 1
      guard header.count == 3, header[1] == "blob", let size = Int(header[2]),
        offset + size <= bytes.count
      else { continue }
      let content = Data(bytes[offset..<offset + size])
      offset += size + 1
      do throws(Diagnostic) {
        result.append(try SourceText.decode(content, path: name))
      } catch  where error.severity == .warning {
        continue
      }
    }
    return result
  }
}
