import UIKit

final class ProfileViewController: UIViewController {
  let api = DI.container.resolve(FeedAPI.self)!
}
