import ArchgenCore
import Foundation

/// The Swift files of one side of a `graph --diff`: a git revision, read from the repository
/// without touching the work tree, or the work tree itself. Both sides list their files the same
/// way (what git tracks, plus untracked files git does not ignore, below the given paths) and
/// keep them by the same rule, so a file is compared only when both sides could have read it.
public enum GitRevisionSource {
  /// Every `.swift` file under `paths` at `revision` (paths relative to `directory`, which must be
  /// inside a git work tree) that `keep` accepts. Folders archgen always skips (`.build`, `Pods`,
  /// …) are left out.
  public static func sources(
    at revision: String, paths: [String], in directory: String,
    keep: (String) -> Bool = { _ in true }
  ) throws(Diagnostic) -> [SourceText] {
    let git = try locateGit()
    let listing = try ProcessRunner.run(
      git, ["ls-tree", "-r", "-z", "--name-only", revision, "--"] + pathspec(paths),
      in: directory)
    guard listing.status == 0 else {
      throw .error("cannot read revision '\(revision)': " + message(listing.errors))
    }
    let names = swiftFiles(listing.output, keep: keep)
    guard !names.isEmpty else { return [] }
    let request = names.map { "\(revision):./\($0)\n" }.joined()
    let batch = try ProcessRunner.run(
      git, ["cat-file", "--batch"], input: Data(request.utf8), in: directory)
    guard batch.status == 0 else {
      throw .error("git cat-file failed: \(message(batch.errors))")
    }
    return try parseBatch(batch.output, names: names, revision: revision)
  }

  /// The work tree's side: the files git tracks and the untracked ones it does not ignore, as
  /// they are on disk now, under the same rule as a revision's (a file deleted from the work tree
  /// is simply not there).
  public static func workTreeSources(
    paths: [String], in directory: String, keep: (String) -> Bool = { _ in true }
  ) throws(Diagnostic) -> [SourceText] {
    let git = try locateGit()
    let listing = try ProcessRunner.run(
      git,
      ["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--"] + pathspec(paths),
      in: directory)
    guard listing.status == 0 else {
      throw .error("cannot list the work tree's files: " + message(listing.errors))
    }
    let base = directory.hasSuffix("/") ? directory : directory + "/"
    var result: [SourceText] = []
    for name in Set(swiftFiles(listing.output, keep: keep)).sorted()
    where FileSystem.exists(base + name) && !FileSystem.isDirectory(base + name) {
      do throws(Diagnostic) {
        let source = try SourceText.read(base + name)
        result.append(SourceText(path: name, text: source.text))
      } catch  where error.severity == .warning {
        continue
      }
    }
    return result
  }

  private static func locateGit() throws(Diagnostic) -> String {
    guard let git = ProcessRunner.locate("git") else {
      throw .error("git was not found on PATH; graph --diff reads revisions with git")
    }
    return git
  }

  private static func pathspec(_ paths: [String]) -> [String] { paths.isEmpty ? ["."] : paths }

  private static func message(_ errors: Data) -> String {
    String(decoding: errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// NUL-separated names from git, the Swift files among them outside always-skipped folders and
  /// accepted by `keep`, sorted.
  package static func swiftFiles(_ output: Data, keep: (String) -> Bool) -> [String] {
    String(decoding: output, as: UTF8.self).split(separator: "\0").map(String.init)
      .filter { name in
        name.hasSuffix(".swift")
          && !name.split(separator: "/").dropLast().contains {
            SwiftFileFinder.defaultSkippedDirectories.contains(String($0))
          } && keep(name)
      }
      .sorted()
  }

  /// `<sha> blob <size>\n<bytes>\n` per requested object, in request order.
  package static func parseBatch(_ data: Data, names: [String], revision: String) throws(Diagnostic)
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
