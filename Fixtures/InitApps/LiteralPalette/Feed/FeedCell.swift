import UIKit

final class FeedCell: UITableViewCell {
  func style() {
    backgroundColor = Palette.backdrop.color(for: traitCollection.userInterfaceStyle)
    textLabel?.textColor = Palette.ink.color(for: traitCollection.userInterfaceStyle)
  }
}
