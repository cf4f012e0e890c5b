final class FeedViewModel {
  func load() -> [String] {
    Core.shared.analytics.track("FeedViewModel")
    Player.shared.play()
    _ = Player.shared.isPlaying
    Player.shared.skip()
    _ = AppEnvironment.endpoint.host
    return Core.shared.api.items() + Core.shared.store.items
  }
}
