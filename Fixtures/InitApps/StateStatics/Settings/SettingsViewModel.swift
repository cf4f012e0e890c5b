final class SettingsViewModel {
  func signOut() {
    Globals.accessToken = ""
    Globals.drafts.texts.removeAll()
    Globals.player.play("")
  }
}
