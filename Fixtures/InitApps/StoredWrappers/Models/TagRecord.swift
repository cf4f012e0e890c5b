import RealmSwift

final class TagRecord: Object {
  @Persisted var id: Int
  @Persisted var name: String
  @Persisted var owner: Owner
}

final class Owner: Object {
  @Persisted var name: String
}
