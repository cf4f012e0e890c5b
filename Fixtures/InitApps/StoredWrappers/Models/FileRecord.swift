import RealmSwift

// A database's wrapper stores the model's fields: values mostly, and the records they point to.
final class FileRecord: Object {
  @Persisted var id: Int
  @Persisted var path: String
  @Persisted var createdAt: Date
  @Persisted var rights: Rights
  @Persisted var tag: TagRecord
}

final class Rights: Object {
  @Persisted var canEdit: Bool
  @Persisted var canShare: Bool
}
