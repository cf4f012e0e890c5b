import UIKit

final class BrowseViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let connectivity =
      Bootstrap.shared().registry.service(of: ConnectivityService.identifier)
      as? ConnectivityService
    _ = connectivity?.isOnline()
    Analytics.shared.track("browse")
  }
}
