import Foundation

/// Every file a scaffold would write, with what is on disk now. Nothing is written while planning.
public struct ScaffoldPlan: Sendable, Encodable {
  public struct File: Sendable, Encodable, Equatable {
    public enum Status: String, Sendable, Encodable {
      /// Not there yet.
      case create
      /// There with the same content: left alone, not an error.
      case identical
      /// There with other content.
      case conflict
    }

    /// Output path (the output folder joined with the manifest's path).
    public var path: String
    public var status: Status
    public var isTest: Bool
    public var contents: String

    enum CodingKeys: String, CodingKey {
      case path, status
      case isTest = "test"
    }
  }

  public var files: [File]

  public var conflicts: [File] { files.filter { $0.status == .conflict } }
}

/// What `apply` did to each planned file.
public struct ScaffoldOutcome: Sendable, Encodable, Equatable {
  public enum Action: String, Sendable, Encodable {
    case created, overwritten, unchanged, skipped
  }

  public struct Entry: Sendable, Encodable, Equatable {
    public var path: String
    public var action: Action
  }

  public var entries: [Entry]
}

extension ScaffoldPlan {
  /// Writes the plan. With conflicts and `.refuse`, writes nothing and throws a diagnostic per
  /// conflicting file. Each file is written atomically.
  public func apply(_ policy: ScaffoldRequest.ConflictPolicy) throws(ScaffoldError)
    -> ScaffoldOutcome
  {
    if policy == .refuse && !conflicts.isEmpty {
      throw ScaffoldError(
        diagnostics: conflicts.map {
          .error(
            "file exists with other content; use --force to replace it or --skip-existing to keep it",
            file: $0.path)
        })
    }
    // Create every folder first, so most failures (a file where a folder should be, no
    // permission) stop the run before any file is written.
    for file in files where file.status == .create || (file.status == .conflict && policy == .force)
    {
      let folder = FileSystem.parentPath(file.path)
      do throws(Diagnostic) {
        if !folder.isEmpty { try FileSystem.createDirectories(folder, for: file.path) }
      } catch {
        throw ScaffoldError(diagnostics: [error])
      }
    }
    var entries: [ScaffoldOutcome.Entry] = []
    for file in files {
      let action: ScaffoldOutcome.Action
      switch (file.status, policy) {
      case (.identical, _): action = .unchanged
      case (.conflict, .skipExisting): action = .skipped
      case (.conflict, _): action = .overwritten
      case (.create, _): action = .created
      }
      if action == .created || action == .overwritten {
        do {
          try FileSystem.writeAtomically(file.contents, to: file.path)
        } catch {
          throw ScaffoldError(diagnostics: [error], outcome: ScaffoldOutcome(entries: entries))
        }
      }
      entries.append(.init(path: file.path, action: action))
    }
    return ScaffoldOutcome(entries: entries)
  }
}

/// Scaffolding failed; `outcome` lists what was written before the failure, if anything.
public struct ScaffoldError: Error, Sendable {
  public var diagnostics: [Diagnostic]
  public var outcome: ScaffoldOutcome?

  public init(diagnostics: [Diagnostic], outcome: ScaffoldOutcome? = nil) {
    self.diagnostics = diagnostics
    self.outcome = outcome
  }
}
