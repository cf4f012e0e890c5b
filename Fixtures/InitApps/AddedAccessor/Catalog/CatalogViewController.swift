import UIKit

final class CatalogViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let items = shell.catalog.items()
    shell.cart.prepare(for: items)
    shell.rebuildMenu()
  }
}
