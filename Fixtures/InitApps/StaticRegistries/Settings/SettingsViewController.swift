import UIKit

final class SettingsViewController: UIViewController {
  var isSignedIn: Bool { Managers.session.isSignedIn }
  var name: String { Repositories.profile.name }

  func signOut() {
    Managers.session.isSignedIn = false
    AppCoordinator.shared.router.push("login")
  }
}
