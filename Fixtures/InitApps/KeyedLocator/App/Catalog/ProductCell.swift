import UIKit

final class ProductCell: UITableViewCell {
  private let cart: CartService = ServiceLocator.shared.lookUp()!
}
