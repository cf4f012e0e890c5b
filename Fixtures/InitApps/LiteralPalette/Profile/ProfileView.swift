import UIKit

final class ProfileView: UIView {
  func style() {
    backgroundColor = Palette.backdrop.color(for: traitCollection.userInterfaceStyle)
    tintColor = Palette.accent.color(for: traitCollection.userInterfaceStyle)
  }
}
