import UIKit

final class ProfileViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = context.profileService.name()
    context.analytics.track("profile")
  }
}
