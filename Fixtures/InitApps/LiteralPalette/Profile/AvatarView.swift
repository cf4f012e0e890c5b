import UIKit

final class AvatarView: UIImageView {
  func style() {
    layer.borderColor = Palette.muted.color(for: traitCollection.userInterfaceStyle).cgColor
  }
}
