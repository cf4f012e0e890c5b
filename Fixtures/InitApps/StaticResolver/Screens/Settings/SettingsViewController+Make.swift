import UIKit

extension SettingsViewController {
  static func make(section: String) -> SettingsViewController {
    AppGraph.resolver.resolve(SettingsViewController.self, argument: section)!
  }
}
