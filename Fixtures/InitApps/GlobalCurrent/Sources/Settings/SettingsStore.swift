import Foundation

final class SettingsStore {
  func now() -> Date { Current.date() }
}
