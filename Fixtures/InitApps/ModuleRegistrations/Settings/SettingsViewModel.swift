import Resolver

final class SettingsViewModel {
  private let store: Storing = Resolver.resolve()

  func reset() { store.save("settings") }
}
