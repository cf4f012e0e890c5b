import UIKit

enum PlayerRoute {
  static func open(from screen: UIViewController) {
    screen.present(FeedViewController.make(), animated: true)
    screen.present(SettingsViewController.make(section: "audio"), animated: true)
  }
}
