import ArchgenCore
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

    package init(path: String, status: Status, isTest: Bool, contents: String) {
      self.path = path
      self.status = status
      self.isTest = isTest
      self.contents = contents
    }

    package enum CodingKeys: String, CodingKey {
      case path, status
      case isTest = "test"
    }
  }

  public var files: [File]
  /// The output folders the files go into: each is locked while the plan is written.
  public var folders: [String]

  package enum CodingKeys: String, CodingKey { case files }

  /// `folders` default to the folder every file lies in.
  public init(files: [File], folders: [String]? = nil) {
    self.files = files
    self.folders = folders ?? [Self.commonFolder(of: files.map(\.path))]
  }

  public var conflicts: [File] { files.filter { $0.status == .conflict } }

  private static func commonFolder(of paths: [String]) -> String {
    let folders = paths.map { FileSystem.parentPath($0).split(separator: "/") }
    guard var common = folders.first else { return "." }
    for folder in folders.dropFirst() {
      common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
    }
    let joined = common.joined(separator: "/")
    let absolute = paths.first?.hasPrefix("/") == true
    return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
  }
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
  /// Writes the plan all or nothing. The output folders are locked first (another run into them
  /// is waited for), and every file is compared with the disk again under the lock: with
  /// conflicts and `.refuse`, nothing is written and there is a diagnostic per conflicting file.
  /// Every target is then checked (a folder where a file goes, a file where a folder is needed, a
  /// folder that cannot be written) before any is written; the files are written beside their
  /// targets and renamed over them at the end. On any failure nothing of this run remains.
  public func apply(_ policy: ScaffoldRequest.ConflictPolicy) throws(ScaffoldError)
    -> ScaffoldOutcome
  {
    if files.isEmpty { return ScaffoldOutcome(entries: []) }
    var transaction = FileTransaction()
    do throws(ScaffoldError) {
      let lock: FolderLock
      do throws(Diagnostic) {
        let (acquired, created) = try FolderLock.acquire(folders)
        lock = acquired
        transaction.adopt(createdFolders: created)
      } catch {
        throw ScaffoldError(diagnostics: [error])
      }
      defer { lock.release() }
      let outcome = try write(policy, into: &transaction)
      return outcome
    } catch {
      transaction.rollback()
      throw error
    }
  }

  private func write(
    _ policy: ScaffoldRequest.ConflictPolicy, into transaction: inout FileTransaction
  )
    throws(ScaffoldError) -> ScaffoldOutcome
  {
    // Another run may have written since this plan was made.
    let current = files.map { file in
      var file = file
      file.status = Scaffolder.status(of: file.path, contents: file.contents)
      return file
    }
    let conflicts = current.filter { $0.status == .conflict }
    if policy == .refuse && !conflicts.isEmpty {
      throw ScaffoldError(
        diagnostics: conflicts.map {
          .error(
            "file exists with other content; use --force to replace it or --skip-existing to keep it",
            file: $0.path)
        })
    }
    let entries = current.map { file -> ScaffoldOutcome.Entry in
      let action: ScaffoldOutcome.Action =
        switch (file.status, policy) {
        case (.identical, _): .unchanged
        case (.conflict, .skipExisting): .skipped
        case (.conflict, _): .overwritten
        case (.create, _): .created
        }
      return .init(path: file.path, action: action)
    }
    let writes = zip(current, entries).filter { $1.action == .created || $1.action == .overwritten }
      .map(\.0)
    let problems = FileTransaction.problems(writing: writes.map(\.path))
    if !problems.isEmpty { throw ScaffoldError(diagnostics: problems) }
    do throws(Diagnostic) {
      for file in writes { try transaction.stage(file.contents, at: file.path) }
      try transaction.commit()
    } catch {
      throw ScaffoldError(diagnostics: [error])
    }
    return ScaffoldOutcome(entries: entries)
  }
}

/// Scaffolding failed; nothing was written. `outcome` is kept for reports that list actions.
public struct ScaffoldError: Error, Sendable {
  public var diagnostics: [Diagnostic]
  public var outcome: ScaffoldOutcome?

  public init(diagnostics: [Diagnostic], outcome: ScaffoldOutcome? = nil) {
    self.diagnostics = diagnostics
    self.outcome = outcome
  }
}
