import UIKit

final class OrdersViewController: UIViewController {
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    let orders = shell.store.orders()
    shell.ledger(for: "main").reconcile(orders)
    shell.openWindow(named: "orders")
  }
}
