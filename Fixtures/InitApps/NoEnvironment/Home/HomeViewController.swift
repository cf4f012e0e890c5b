import UIKit

final class HomeViewController: UIViewController {
  func showMessages() {
    Client.shared.tabs?.selectedIndex = 1
    _ = Client.shared.messages
  }
}
