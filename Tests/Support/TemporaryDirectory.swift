import Foundation
import XCTest

/// A fresh, empty folder `archgen-<name>-<UUID>` in the system's temporary folder, and the few
/// file operations tests do in it. `XCTestCase.temporaryDirectory(_:)` removes it when the test
/// ends; one made with `init` is removed by the caller (`remove()`).
public struct TemporaryDirectory: Sendable {
  public let url: URL

  public init(_ name: String) throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("archgen-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  public var path: String { url.path }

  public func remove() { try? FileManager.default.removeItem(at: url) }

  /// `relativePath` inside the folder.
  public func file(_ relativePath: String) -> URL { url.appendingPathComponent(relativePath) }

  /// The path of `relativePath` inside the folder.
  public func path(_ relativePath: String) -> String { file(relativePath).path }

  /// Writes `text` to `relativePath`, making the folders on the way, and returns its path.
  @discardableResult
  public func write(_ relativePath: String, _ text: String) throws -> String {
    try write(relativePath, Data(text.utf8))
  }

  @discardableResult
  public func write(_ relativePath: String, _ data: Data) throws -> String {
    let file = file(relativePath)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file)
    return file.path
  }

  public func read(_ relativePath: String) throws -> String {
    try String(contentsOf: file(relativePath), encoding: .utf8)
  }

  public func exists(_ relativePath: String) -> Bool {
    FileManager.default.fileExists(atPath: path(relativePath))
  }

  /// Inode and modification date: a rewrite changes at least one of them.
  public func identity(_ relativePath: String) throws -> String {
    let attributes = try FileManager.default.attributesOfItem(atPath: path(relativePath))
    let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(attributes[.systemFileNumber] ?? "-")@\(date)"
  }

  /// Every file under the folder, or under `relativePath` in it, with its contents (keyed by
  /// their paths relative to that folder), to prove a command changed nothing.
  public func snapshot(_ relativePath: String = "") -> [String: Data] {
    let folder = relativePath.isEmpty ? url : file(relativePath)
    var result: [String: Data] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else {
      return result
    }
    for case let relative as String in enumerator {
      let path = folder.appendingPathComponent(relative).path
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        result[relative] = FileManager.default.contents(atPath: path)
      }
    }
    return result
  }
}

extension XCTestCase {
  /// A fresh temporary folder (`archgen-<name>-<UUID>`), removed when the test ends.
  public func temporaryDirectory(_ name: String) throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory(name)
    addTeardownBlock { directory.remove() }
    return directory
  }
}
