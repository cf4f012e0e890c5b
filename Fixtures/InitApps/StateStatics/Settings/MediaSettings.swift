final class MediaSettings {
  func toggle() {
    Globals.autoPlay.toggle()
    Globals.showSensitive.toggle()
  }
}
