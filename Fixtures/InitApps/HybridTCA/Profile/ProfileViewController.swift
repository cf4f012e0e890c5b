import UIKit

final class ProfileViewController: UIViewController {
  let tracker = appContainer.container.resolve(Tracker.self)!
}
