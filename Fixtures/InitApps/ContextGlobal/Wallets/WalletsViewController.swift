import UIKit

final class WalletsViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    context.analytics.track("wallets")
    _ = context.walletsService.wallets()
  }
}
