final class SettingsViewModel {
  func count() -> Int { Shelf.shared.library.titles().count }
}
