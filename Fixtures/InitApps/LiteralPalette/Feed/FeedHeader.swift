import UIKit

final class FeedHeader: UIView {
  func style() {
    tintColor = Palette.accent.color(for: traitCollection.userInterfaceStyle)
  }
}
