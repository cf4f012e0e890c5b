import Foundation

/// What the reader remembers between launches, each kept in the user defaults under its key.
final class Preferences {
  static let shared = Preferences()

  @StoredSetting(key: "selectedLibrary", defaultValue: .personal)
  var selectedLibrary: LibraryChoice

  @StoredSetting(key: "sortOrder", defaultValue: .title)
  var sortOrder: SortOrder

  @StoredSetting(key: "readerTheme", defaultValue: .system)
  var readerTheme: ReaderTheme

  @StoredSetting(key: "lineWidth", defaultValue: 1.5)
  var lineWidth: Double

  @OptionalStoredSetting(key: "syncAccount")
  var syncAccount: SyncAccount?

  private init() {}
}
