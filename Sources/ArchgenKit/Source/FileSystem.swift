import Foundation

/// File-system access that turns every failure into a located diagnostic instead of a crash.
public enum FileSystem {
  public static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }

  public static func isDirectory(_ path: String) -> Bool {
    var isDir: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
  }

  public static func readData(at path: String) throws(Diagnostic) -> Data {
    guard exists(path) else { throw .error("no such file or directory", file: path) }
    guard !isDirectory(path) else { throw .error("is a directory, expected a file", file: path) }
    guard FileManager.default.isReadableFile(atPath: path),
      let data = FileManager.default.contents(atPath: path)
    else { throw .error("cannot read file (permission denied?)", file: path) }
    return data
  }

  public static func readString(at path: String) throws(Diagnostic) -> String {
    let data = try readData(at: path)
    guard let text = String(data: data, encoding: .utf8) else {
      throw .error("file is not valid UTF-8", file: path)
    }
    return text
  }

  /// Writes `contents` atomically: a temporary file in the same directory, then a rename, so an
  /// interrupted run never leaves a half-written file. Creates intermediate directories.
  public static func writeAtomically(_ contents: String, to path: String) throws(Diagnostic) {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw .error("cannot create directory \(directory.path): \(reason(error))", file: path)
    }
    if isDirectory(path) { throw .error("is a directory, cannot write a file here", file: path) }
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).archgen-\(UUID().uuidString)")
    do {
      try Data(contents.utf8).write(to: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw .error("cannot write file: \(reason(error))", file: path)
    }
    if rename(temporary.path, url.path) != 0 {
      let message = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw .error("cannot write file: \(message)", file: path)
    }
  }

  static func reason(_ error: Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      let posix = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(posix.rawValue))
    }
    return nsError.localizedDescription
  }
}
