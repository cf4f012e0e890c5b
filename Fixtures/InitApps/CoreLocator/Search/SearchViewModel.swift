final class SearchViewModel {
  func load() -> [String] {
    Core.shared.analytics.track("SearchViewModel")
    Player.shared.play()
    _ = AppEnvironment.endpoint.host
    _ = Core.shared.images.image("x")
    return Core.shared.api.items() + Core.shared.store.items
  }
}
