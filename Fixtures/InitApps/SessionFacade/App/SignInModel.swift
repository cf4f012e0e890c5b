final class SignInModel {
  func signIn(_ name: String) { Session.shared.signIn(name: name) }
  func register(_ name: String) { Session.shared.register(name: name) }
}
