final class OnboardingFlow {
  private let context: AppContext
  private let navigation: Navigation

  init(context: AppContext, navigation: Navigation) {
    self.context = context
    self.navigation = navigation
  }

  func start() {
    navigation.push("Onboarding: \(context.account.name)")
  }
}
