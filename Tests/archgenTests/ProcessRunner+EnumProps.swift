import Foundation
import XCTest

/// Runs the built `archgen` binary (through `ArchgenBinary`) for the enum-props tests.
enum EnumPropsProcess {
  typealias Output = ArchgenBinary.Result

  static func run(_ arguments: [String], in directory: URL) throws -> Output {
    try ArchgenBinary.run(arguments, in: directory)
  }
}

/// A scratch directory for one end-to-end test, removed when the test ends.
final class EnumPropsScratch {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("archgen-enumprops-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  func write(_ name: String, _ text: String) throws {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  func read(_ name: String) throws -> String {
    try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
  }

  func exists(_ name: String) -> Bool {
    FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path)
  }

  /// Inode and modification date: a rewrite changes at least one of them.
  func identity(_ name: String) throws -> String {
    let attributes = try FileManager.default.attributesOfItem(
      atPath: url.appendingPathComponent(name).path)
    let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(attributes[.systemFileNumber] ?? "-")@\(date)"
  }
}
