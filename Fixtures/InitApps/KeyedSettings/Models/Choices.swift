enum LibraryChoice: Codable { case personal, group(Int) }

enum SortOrder: String, Codable { case title, dateAdded, creator }

enum ReaderTheme: String, Codable { case system, light, dark, sepia }

struct SyncAccount: Codable {
  var userID: Int
  var name: String
}
