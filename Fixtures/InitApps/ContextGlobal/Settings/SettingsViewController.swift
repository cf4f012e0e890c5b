import UIKit

final class SettingsViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    context.analytics.track("settings")
    _ = NetworkSettings.current.endpoint
  }
}
