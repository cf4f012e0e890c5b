final class SyncController {
  func start() {
    guard let account = Preferences.shared.syncAccount else { return }
    if case .group(let id) = Preferences.shared.selectedLibrary {
      print("syncing group \(id) for \(account.userID)")
    }
  }
}
