struct OnboardingFlow {
  func finish() { AppCoordinator.shared.showLogin() }
}
