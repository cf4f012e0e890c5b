import UIKit

final class FeedViewController: UIViewController {
  let api = DI.container.resolve(FeedAPI.self)!
}
