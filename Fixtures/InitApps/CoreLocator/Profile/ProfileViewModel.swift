final class ProfileViewModel {
  func load() -> [String] {
    Core.shared.analytics.track("ProfileViewModel")
    Player.shared.play()
    _ = AppEnvironment.endpoint.host
    return Core.shared.api.items() + Core.shared.store.items
  }
}
