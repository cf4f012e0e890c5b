import UIKit

final class AccountViewController: UIViewController {
  private let account: AccountService = ServiceLocator.shared.lookUp()!

  override func viewDidLoad() {
    super.viewDidLoad()
    title = account.name()
  }
}
