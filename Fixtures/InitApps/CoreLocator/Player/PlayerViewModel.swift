final class PlayerViewModel {
  func load() -> [String] {
    Core.shared.analytics.track("PlayerViewModel")
    Player.shared.play()
    _ = AppEnvironment.endpoint.host
    return Core.shared.api.items() + Core.shared.store.items
  }
}
