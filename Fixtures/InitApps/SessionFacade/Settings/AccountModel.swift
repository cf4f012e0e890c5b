final class AccountModel {
  var owner: String { Session.shared.directory.name(at: 0) }
  func signOut() { Session.shared.signOut() }
}
