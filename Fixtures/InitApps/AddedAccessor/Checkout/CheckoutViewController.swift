import UIKit

final class CheckoutViewController: UIViewController {
  func pay() {
    shell.payments.charge(shell.cart.total)
    shell.ledger(for: "main").record(shell.cart.total)
    shell.switchTheme(dark: false)
  }
}
