import WalletCore

// The sign-in session: one concern, its work in methods.
final class SessionController {
  static let shared = SessionController()
  private var token: String?

  func signIn() { token = KitContainer.sharedInstance().vault.token() }
  func signOut() { token = nil }
}
