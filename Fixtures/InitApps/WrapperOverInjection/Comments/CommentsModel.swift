import Dependencies

final class CommentsModel {
  @SignedIn var author: User
  @Dependency(\.session) var session

  func draft() -> String { author.name }
}
