import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// File-system access that turns every failure into a located diagnostic, with the system's own
/// reason (`Permission denied`, `Too many levels of symbolic links`, `File too large`), instead of
/// a crash.
public enum FileSystem {
  public static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }

  public static func isDirectory(_ path: String) -> Bool {
    var isDir: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
  }

  public static func readData(at path: String) throws(Diagnostic) -> Data {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw errno == ENOENT
        ? .error("no such file or directory", file: path)
        : .error("cannot read file: \(lastError())", file: path)
    }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
      throw .error("is a directory, expected a file", file: path)
    }
    var data = Data()
    // A buffer the size of the file (and one byte to see its end), up to 64 KiB: a small file
    // does not clear 64 KiB to read a few.
    let size = status.st_size > 0 ? Int(status.st_size) + 1 : 1 << 12
    var buffer = [UInt8](repeating: 0, count: min(size, 1 << 16))
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return data }
      if count < 0 {
        if errno == EINTR { continue }
        throw .error("cannot read file: \(lastError())", file: path)
      }
      data.append(contentsOf: buffer[..<count])
    }
  }

  public static func readString(at path: String) throws(Diagnostic) -> String {
    let data = try readData(at: path)
    guard let text = String(data: data, encoding: .utf8) else {
      throw .error("file is not valid UTF-8", file: path)
    }
    return text
  }

  /// A source file's text. Invalid UTF-8 is read with replacement characters (U+FFFD) and comes
  /// with a warning, so the file is still checked. A NUL byte is a character like any other:
  /// `swiftc` compiles a file that holds one (with a warning), so archgen reads it too.
  public static func readSource(at path: String) throws(Diagnostic) -> (
    text: String, warning: Diagnostic?
  ) {
    let data = try readData(at: path)
    if let text = FileSystem.utf8Text(data) { return (text, nil) }
    return (
      String(decoding: data, as: UTF8.self),
      .warning("file is not valid UTF-8; read with replacement characters", file: path)
    )
  }

  /// `data` as text when it is valid UTF-8 (validated in place, without a copy per byte).
  package static func utf8Text(_ data: Data) -> String? {
    data.withUnsafeBytes { String(validating: $0.bindMemory(to: UInt8.self), as: UTF8.self) }
  }

  /// Why `path` cannot be reached although something is there: a symbolic link loop or a link
  /// to nothing. Nil when nothing is at `path`.
  public static func brokenLinkReason(_ path: String) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK else { return nil }
    if stat(path, &status) == 0 { return nil }
    return errno == ELOOP
      ? "symbolic link loop (\(lastError()))" : "symbolic link to nothing (\(lastError()))"
  }

  /// A file's size and modification time in nanoseconds, or nil when it cannot be stat'ed: what a
  /// cache compares to know that a file is unchanged without reading it.
  public static func stamp(_ path: String) -> FileStamp? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    #if canImport(Darwin)
      let time = status.st_mtimespec
    #else
      let time = status.st_mtim
    #endif
    return FileStamp(
      size: Int64(status.st_size),
      modified: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
  }

  /// Creates `directory` and its missing parents. `file` is the path the diagnostic names.
  /// Returns the folders it made, outermost first.
  @discardableResult
  public static func createDirectories(_ directory: String, for file: String) throws(Diagnostic)
    -> [String]
  {
    if isDirectory(directory) { return [] }
    var created: [String] = []
    let parent = parentPath(directory)
    if !parent.isEmpty && parent != directory {
      created = try createDirectories(parent, for: file)
    }
    if mkdir(directory, 0o777) == 0 {
      created.append(directory)
    } else if !(errno == EEXIST && isDirectory(directory)) {
      throw .error("cannot create folder \(directory): \(lastError())", file: file)
    }
    return created
  }

  /// Writes `contents` atomically: a temporary file in the same directory, then a rename, so an
  /// interrupted run never leaves a half-written file. Creates intermediate directories.
  public static func writeAtomically(_ contents: String, to path: String) throws(Diagnostic) {
    let directory = parentPath(path)
    if !directory.isEmpty { try createDirectories(directory, for: path) }
    if isDirectory(path) { throw .error("is a directory, cannot write a file here", file: path) }
    let temporary = try writeTemporary(Array(contents.utf8), beside: path)
    if rename(temporary, path) != 0 {
      let failure = lastError()
      unlink(temporary)
      throw .error("cannot write file: \(failure)", file: path)
    }
  }

  /// Writes `bytes` to a new hidden file in `path`'s folder (which must exist) and returns its
  /// path: renamed over `path`, it replaces the file in one step.
  package static func writeTemporary(_ bytes: [UInt8], beside path: String, tag: String = "archgen")
    throws(Diagnostic) -> String
  {
    let directory = parentPath(path)
    let name = String(path.split(separator: "/").last ?? Substring(path))
    let temporary =
      (directory.isEmpty ? "" : directory + "/") + ".\(name).\(tag)-\(UUID().uuidString)"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .error("cannot write file: \(lastError())", file: path) }
    var failure: String?
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = lastError()
          return
        }
        offset += written
      }
    }
    if close(descriptor) != 0 && failure == nil { failure = lastError() }
    if let failure {
      unlink(temporary)
      throw .error("cannot write file: \(failure)", file: path)
    }
    return temporary
  }

  /// The current `errno` as the system words it.
  package static func lastError() -> String { String(cString: strerror(errno)) }

  package static func reason(_ error: Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      let posix = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(posix.rawValue))
    }
    return nsError.localizedDescription
  }
}

/// A file's size and modification time (nanoseconds since 1970).
public struct FileStamp: Sendable, Hashable {
  public var size: Int64
  public var modified: Int64

  package init(size: Int64, modified: Int64) {
    self.size = size
    self.modified = modified
  }
}
