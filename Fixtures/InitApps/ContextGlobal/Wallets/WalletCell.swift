import UIKit

final class WalletCell: UITableViewCell {
  func show(icon: String) {
    context.imageLoader.load(icon)
  }
}
