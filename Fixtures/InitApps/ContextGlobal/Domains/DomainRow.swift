import UIKit

final class DomainRow: UITableViewCell {
  func show(logo: String) {
    context.imageLoader.load(logo)
    _ = NetworkSettings.current.endpoint
  }
}
