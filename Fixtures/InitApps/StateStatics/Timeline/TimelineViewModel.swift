final class TimelineViewModel {
  func load() -> [String] {
    Globals.lastRefresh = .now
    return Globals.client.posts().filter { _ in Globals.showSensitive }
  }
}
