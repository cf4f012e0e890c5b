import UIKit

final class AccountViewController: UIViewController {
  func signOut() {
    shell.store.clear()
    shell.cart.empty()
    shell.closeWindow(named: "account")
    shell.showSettings()
  }
}
