/// Makes every screen's flow, handing each the services it keeps.
final class Screens {
  private(set) static var shared = Screens()
  private let context: AppContext

  private init() {
    context = AppContext(storage: Storage())
  }

  /// After an account is created or restored: the context rebuilds what depends on it.
  func resetAccount() {
    context.rebuildAccount()
  }

  func makeHome(for navigation: Navigation) {
    HomeFlow(context: context, navigation: navigation).start()
  }

  func makeSettings(for navigation: Navigation) {
    SettingsFlow(context: context, navigation: navigation).start()
  }

  func makeOnboarding(for navigation: Navigation) {
    OnboardingFlow(context: context, navigation: navigation).start()
  }

  func makeAccount(for navigation: Navigation) {
    AccountFlow(context: context, navigation: navigation).start()
  }
}

final class Navigation {
  private(set) var titles: [String] = []
  func push(_ title: String) { titles.append(title) }
}
