final class WelcomeModel {
  func start(in navigation: Navigation) { Screens.shared.makeOnboarding(for: navigation) }
}
