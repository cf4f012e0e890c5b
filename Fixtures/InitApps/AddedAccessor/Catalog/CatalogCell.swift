import UIKit

final class CatalogCell: UITableViewCell {
  func show(_ item: Item) {
    textLabel?.text = shell.catalog.title(of: item)
    shell.refreshBadges()
  }
}
