final class OnboardingDone {
  func finish(in navigation: Navigation) { Screens.shared.makeHome(for: navigation) }
}
