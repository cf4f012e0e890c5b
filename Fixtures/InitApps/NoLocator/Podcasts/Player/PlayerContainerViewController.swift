// No locator: services are passed through initialisers. A constant of a value type in a type
// whose name contains "Container" is a setting, not an environment.
import UIKit

final class PlayerContainerViewController: UIViewController {
  static let pullDownThreshold: CGFloat = 150
  static let animationDuration = 0.3
  let player: PlayerService

  init(player: PlayerService) {
    self.player = player
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}
