final class SignOutModel {
  func signedOut(in navigation: Navigation) { Screens.shared.makeOnboarding(for: navigation) }
}
