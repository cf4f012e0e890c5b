final class InboxModel {
  func refresh() async throws -> Int {
    try await Launch.current?.api.get("inbox")
    return Hub.shared.inbox.unread()
  }
}
