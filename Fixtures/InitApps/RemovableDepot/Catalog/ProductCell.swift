import UIKit

final class ProductCell: UITableViewCell {
  private let cart = DepotContainer.shared.pick(CartService.self)!
}
