import UIKit

final class CartViewController: UIViewController {
  private let cart: CartService = ServiceLocator.shared.lookUp()!
}
