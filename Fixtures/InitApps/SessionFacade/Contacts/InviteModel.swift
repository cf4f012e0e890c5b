final class InviteModel {
  func invite(_ name: String) { Session.shared.outbox.send("Join me, \(name)") }
}
