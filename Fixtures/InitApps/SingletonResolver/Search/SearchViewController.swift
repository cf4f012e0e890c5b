import Swinject
import UIKit

final class SearchViewController: UIViewController {
  private let api = AppAssembly.shared.assembler.resolver.resolve(APIClient.self)!
  private let analytics = AppAssembly.shared.assembler.resolver.resolve(Analytics.self)!

  override func viewDidLoad() {
    super.viewDidLoad()
    analytics.track("Search")
    _ = api.items()
  }
}
