import Swinject
import UIKit

final class ProfileViewController: UIViewController {
  private let api = AppAssembly.shared.assembler.resolver.resolve(APIClient.self)!
  private let analytics = AppAssembly.shared.assembler.resolver.resolve(Analytics.self)!

  override func viewDidLoad() {
    super.viewDidLoad()
    analytics.track("Profile")
    _ = api.items()
  }
}
