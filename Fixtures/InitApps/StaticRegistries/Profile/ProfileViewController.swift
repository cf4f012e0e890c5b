import UIKit

final class ProfileViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = Repositories.profile.name
    Managers.analytics.track("profile")
  }

  func close() { AppCoordinator.shared.navigationController.popViewController(animated: true) }
}
