final class HomeTabs {
  let navigation = Navigation()

  func showHome() { Screens.shared.makeHome(for: navigation) }
  func showSettings() { Screens.shared.makeSettings(for: navigation) }
}
