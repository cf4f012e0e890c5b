import UIKit

final class OrdersViewController: UIViewController {
  private let account: AccountService = ServiceLocator.shared.lookUp()!
  private let catalog: CatalogService = ServiceLocator.shared.lookUp()!
}
