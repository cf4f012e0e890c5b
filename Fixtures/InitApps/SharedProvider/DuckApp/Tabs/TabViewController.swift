import UIKit

final class TabViewController: UIViewController {
  let settings = AppDependencyProvider.shared.appSettings
  func tint() { ThemeManager.shared.apply() }
}
