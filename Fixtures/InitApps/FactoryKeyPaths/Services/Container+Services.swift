import Factory

extension Container {
  var player: Factory<PlayerService> { self { PlayerService() }.singleton }
  var queue: Factory<QueueStore> { self { QueueStore() }.singleton }
  var navigation: Factory<Navigation> { self { Navigation() }.singleton }
}

final class PlayerService {
  func play(_ episode: String) { print("playing \(episode)") }
}

final class QueueStore {
  var episodes: [String] = []
}

final class Navigation {
  var path: [String] = []
}
