final class PlayerViewModel {
  func load() -> [String] {
    Core.shared.analytics.track("PlayerViewModel")
    Player.shared.play()
    _ = AppEnvironment.host
    return Core.shared.api.items() + Core.shared.store.items
  }
}
