final class AppDelegate {
  func didSignIn() {
    Session.shared.startPolling()
  }
}
