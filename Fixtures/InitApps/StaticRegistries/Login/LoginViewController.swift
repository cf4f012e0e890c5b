import UIKit

final class LoginViewController: UIViewController {
  func signIn() {
    Managers.session.isSignedIn = true
    AppCoordinator.shared.router.push("feed")
  }
}
