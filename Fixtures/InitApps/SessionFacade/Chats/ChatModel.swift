final class ChatModel {
  func title(at index: Int) -> String { Session.shared.directory.name(at: index) }
  func send(_ text: String) { Session.shared.outbox.send(text) }
}
