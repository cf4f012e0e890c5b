import UIKit

final class CartViewController: UIViewController {
  private let cart = DepotContainer.shared.pick(CartService.self)!
}
