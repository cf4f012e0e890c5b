import UIKit

final class SettingsViewController: UIViewController {
  let url = Environment.current.baseURL

  func close() { Client.shared.tabs?.selectedIndex = 0 }
}
