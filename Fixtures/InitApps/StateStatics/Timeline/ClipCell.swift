final class ClipCell {
  func tap(_ url: String) {
    if Globals.autoPlay { Globals.player.play(url) }
  }
}
