final class ChatListModel {
  var count: Int { Session.shared.roster.count() }
  func refresh() { Session.shared.poller?.poll() }
}
