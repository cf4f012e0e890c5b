import UIKit

final class FeedViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    _ = Repositories.feed.items()
    Managers.analytics.track("feed")
  }

  func open(_ item: String) { AppCoordinator.shared.router.push(item) }
}
