import Factory
import UIKit

final class LedgerScreen: UIViewController {
  private var model: LedgerModel?

  override func viewDidLoad() {
    super.viewDidLoad()
    // Pulls the ledger out of the container by hand.
    model = LedgerModel(ledger: Container.shared.ledger.resolve())
  }
}

struct LedgerModel {
  let ledger: Ledger
}
