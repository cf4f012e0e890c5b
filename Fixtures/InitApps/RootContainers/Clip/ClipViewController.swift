import UIKit

final class ClipViewController: UIViewController {
  private let orders = ClipContainer.shared.container.resolve(OrderUseCase.self)!

  @objc func orderCoffee() { orders.order("coffee") }
}
