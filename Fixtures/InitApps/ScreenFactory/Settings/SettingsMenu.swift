final class SettingsMenu {
  func openAccount(in navigation: Navigation) { Screens.shared.makeAccount(for: navigation) }
}
