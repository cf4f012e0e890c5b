import Foundation

/// The files `enum-props` would write, each compared with what is on disk, so that nothing is
/// rewritten when it is already up to date and `--check` can tell what is stale.
public struct EnumPropertiesOutputPlan: Sendable {
  public enum Status: String, Sendable {
    /// The file does not exist yet.
    case missing
    /// The file exists with other content.
    case stale
    /// The file already holds exactly this content; it is left alone.
    case upToDate
  }

  public struct Target: Sendable, Equatable {
    public var path: String
    public var contents: String
    public var status: Status
  }

  public var targets: [Target]

  /// One `<SourceFile>+Properties.swift` beside each source file.
  public static func inPlace(_ documents: [EnumPropertiesDocument], command: String) -> Self {
    Self(
      targets: documents.map { document in
        target(
          propertiesPath(for: document.sourcePath),
          EnumPropertiesDocument.file([document], command: command))
      })
  }

  /// All documents in one file.
  public static func single(
    _ documents: [EnumPropertiesDocument], command: String, path: String
  ) -> Self {
    Self(targets: [target(path, EnumPropertiesDocument.file(documents, command: command))])
  }

  /// `Sources/State.swift` → `Sources/State+Properties.swift`.
  public static func propertiesPath(for sourcePath: String) -> String {
    let url = URL(fileURLWithPath: sourcePath)
    let name = url.deletingPathExtension().lastPathComponent + "+Properties.swift"
    let directory = (sourcePath as NSString).deletingLastPathComponent
    return directory.isEmpty ? name : (directory as NSString).appendingPathComponent(name)
  }

  private static func target(_ path: String, _ contents: String) -> Target {
    let status: Status
    if !FileSystem.exists(path) {
      status = .missing
    } else if let existing = try? FileSystem.readString(at: path), existing == contents {
      status = .upToDate
    } else {
      status = .stale
    }
    return Target(path: path, contents: contents, status: status)
  }

  /// Targets that are missing or stale.
  public var outdated: [Target] { targets.filter { $0.status != .upToDate } }

  /// Writes the outdated targets atomically; returns the paths written and the failures.
  public func write() -> (written: [String], diagnostics: [Diagnostic]) {
    var written: [String] = []
    var diagnostics: [Diagnostic] = []
    for target in outdated {
      do {
        try FileSystem.writeAtomically(target.contents, to: target.path)
        written.append(target.path)
      } catch {
        diagnostics.append(error)
      }
    }
    return (written, diagnostics)
  }
}
