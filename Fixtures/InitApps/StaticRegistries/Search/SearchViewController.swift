import UIKit

final class SearchViewController: UIViewController {
  func search(_ text: String) -> [String] {
    Managers.analytics.track("search")
    return Repositories.search.search(text)
  }

  func showTabs() { AppCoordinator.shared.tabBarController.selectedIndex = 0 }
}
