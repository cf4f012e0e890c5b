import UIKit

final class MenuViewController: UIViewController {
  private let orders: OrderUseCase
  init(orders: OrderUseCase) {
    self.orders = orders
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  func choose(_ dish: String) { orders.order(dish) }
}
