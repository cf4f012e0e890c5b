import Foundation
import XCTest

/// Builds the framework stand-ins in `Fixtures/StandIns` (UIKit, SwiftUI, Combine, RxSwift, …)
/// into Swift modules and static libraries, once per content, cached in the temporary folder.
public enum StandIns {
  public struct Built: Sendable {
    /// Holds `<Module>.swiftmodule` and `lib<Module>.a`.
    public var directory: URL
    public var modules: [String]

    /// Dependents before their dependencies, as a static link needs.
    public var linkFlags: [String] {
      ["-L", directory.path] + modules.reversed().map { "-l\($0)" }
    }
  }

  nonisolated(unsafe) private static var cached: [[String: String]: Result<Built, Error>] = [:]
  private static let lock = NSLock()

  /// The modules in build order with their dependencies, from `modules.txt`.
  public static func moduleList() throws -> [String] {
    let text = try String(contentsOf: Fixtures.url("StandIns/modules.txt"), encoding: .utf8)
    return text.split(separator: "\n").compactMap { line in
      let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
      let name = content.split(separator: ":").first?.trimmingCharacters(in: .whitespaces) ?? ""
      return name.isEmpty ? nil : name
    }
  }

  /// - Parameter renaming: stand-in modules built under a team's own name (`FeedbackSystem` as
  ///   `Core`); the modules that import them see the new name through `-module-alias`.
  public static func build(renaming: [String: String] = [:]) throws -> Built {
    lock.lock()
    defer { lock.unlock() }
    if let cached = cached[renaming] { return try cached.get() }
    let result = Result { try buildUncached(renaming: renaming) }
    cached[renaming] = result
    return try result.get()
  }

  private static func buildUncached(renaming: [String: String]) throws -> Built {
    let swiftc = try Toolchain.swiftc()
    let originals = try moduleList()
    let modules = originals.map { renaming[$0] ?? $0 }
    let renames = renaming.sorted { $0.key < $1.key }
    var sources: [(module: String, files: [URL])] = []
    var fingerprint = Data()
    fingerprint.append(Data(renames.map { "\($0.key)=\($0.value)" }.joined(separator: " ").utf8))
    for module in originals {
      let folder = Fixtures.url("StandIns/\(module)")
      let files = try FileManager.default.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: nil
      )
      .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
      for file in files { fingerprint.append(try Data(contentsOf: file)) }
      sources.append((module, files))
    }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("archgen-standins-\(hash(fingerprint))")
    let done = directory.appendingPathComponent(".complete")
    if FileManager.default.fileExists(atPath: done.path) {
      return Built(directory: directory, modules: modules)
    }
    try? FileManager.default.removeItem(at: directory)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (original, files) in sources {
      let module = renaming[original] ?? original
      let aliases = renames.filter { $0.value != module }.flatMap {
        ["-module-alias", "\($0.key)=\($0.value)"]
      }
      let result = try Toolchain.run(
        swiftc,
        [
          "-parse-as-library", "-emit-library", "-static", "-emit-module", "-module-name", module,
          "-swift-version", "5", "-I", directory.path,
        ] + aliases + [
          "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path,
          "-o", directory.appendingPathComponent("lib\(module).a").path,
        ] + files.map(\.path),
        in: directory)
      guard result.status == 0 else {
        throw SupportError("stand-in module \(module) does not build:\n\(result.output)")
      }
    }
    _ = FileManager.default.createFile(atPath: done.path, contents: Data())
    return Built(directory: directory, modules: modules)
  }

  /// FNV-1a, enough to key a cache folder on the stand-ins' content.
  private static func hash(_ data: Data) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
      value ^= UInt64(byte)
      value = value &* 0x100_0000_01b3
    }
    return String(value, radix: 16)
  }
}
