import Factory

final class PlayerModel {
  @DynamicInjected(\.player) private var player

  func playNext() {
    guard let next = Container.shared.queue().episodes.first else { return }
    player.play(next)
  }
}
