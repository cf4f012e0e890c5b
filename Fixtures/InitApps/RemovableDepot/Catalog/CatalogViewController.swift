import UIKit

final class CatalogViewController: UIViewController {
  private let catalog = DepotContainer.shared.pick(CatalogService.self)!
}
