import UIKit

final class OrdersViewController: UIViewController {
  private let catalog = DepotContainer.shared.pick(CatalogService.self)!
  private let account = DepotContainer.shared.pick(AccountService.self)!
}
