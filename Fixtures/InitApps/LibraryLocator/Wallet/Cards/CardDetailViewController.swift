import UIKit
import WalletCore

final class CardDetailViewController: UIViewController {
  var name = ""

  override func viewDidLoad() {
    super.viewDidLoad()
    title = KitContainer.sharedInstance().cards.card(named: name)?.name
    KitContainer.sharedInstance().sync.schedule()
  }
}
