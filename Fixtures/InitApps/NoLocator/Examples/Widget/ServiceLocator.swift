// An example app's locator, shipped beside the app: not the app's.
final class ServiceLocator {
  static let player = PlayerService()
}

final class PlayerService {}
