// Negative: a `switch action` in a UIKit handler that holds no state. No machine.
import UIKit

final class ProfileViewController: UIViewController {
  enum Action { case edit, share, logout }

  private let label = UILabel()
  var output: ((Action) -> Void)?

  @objc func handle(_ action: Action) {
    switch action {
    case .edit: label.text = "Editing"
    case .share: output?(.share)
    case .logout: dismiss(animated: true)
    }
  }
}
