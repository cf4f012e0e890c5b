import Foundation

final class SettingsStore {
  private let dependencies: Dependencies

  init(dependencies: Dependencies) {
    self.dependencies = dependencies
  }

  var savedName: String? {
    UserDefaults.standard.string(forKey: Dependencies.storageKey.name)
  }
}
