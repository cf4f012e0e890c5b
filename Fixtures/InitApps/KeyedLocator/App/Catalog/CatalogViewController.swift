import UIKit

final class CatalogViewController: UIViewController {
  private let catalog: CatalogService = ServiceLocator.shared.lookUp()!
  private let cart: CartService = ServiceLocator.shared.lookUp()!

  override func viewDidLoad() {
    super.viewDidLoad()
    catalog.products().forEach(cart.add)
  }
}
