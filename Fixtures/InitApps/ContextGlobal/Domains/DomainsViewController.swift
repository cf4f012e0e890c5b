import UIKit

final class DomainsViewController: UIViewController {
  private let endpoint = NetworkSettings.current.endpoint

  override func viewDidLoad() {
    super.viewDidLoad()
    _ = context.domainsService.domains()
  }
}
