import UIKit

final class FeedViewController: UIViewController {
  let tracker = appContainer.container.resolve(Tracker.self)!
}
