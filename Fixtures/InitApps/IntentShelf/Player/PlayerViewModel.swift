final class PlayerViewModel {
  func play(_ title: String) { Shelf.shared.player.play(title) }
}
