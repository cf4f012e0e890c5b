struct HelpLink {
  func open() { AppCoordinator.shared.showSettings() }
}
