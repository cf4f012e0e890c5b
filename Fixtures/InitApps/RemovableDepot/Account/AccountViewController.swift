import UIKit

final class AccountViewController: UIViewController {
  private let account = DepotContainer.shared.pick(AccountService.self)!
}
