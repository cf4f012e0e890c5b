import UIKit

final class SettingsRow: UITableViewCell {
  func style() {
    textLabel?.textColor = Palette.ink.color(for: traitCollection.userInterfaceStyle)
    detailTextLabel?.textColor = Palette.muted.color(for: traitCollection.userInterfaceStyle)
  }
}
