final class SettingsViewModel {
  func load() -> [String] {
    Core.shared.analytics.track("SettingsViewModel")
    Player.shared.play()
    _ = AppEnvironment.endpoint.host
    return Core.shared.api.items() + Core.shared.store.items
  }
}
