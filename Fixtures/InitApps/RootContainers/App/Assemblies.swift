import Swinject
import UIKit

final class KitchenAssembly: Assembly {
  func assemble(container: Container) {
    container.register(KitchenClient.self) { _ in KitchenClient() }.inObjectScope(.container)
    container.register(OrderUseCase.self) { r in
      OrderUseCase(kitchen: r.resolve(KitchenClient.self)!)
    }
  }
}

final class MenuAssembly: Assembly {
  func assemble(container: Container) {
    container.register(MenuFactory.self) { r in MenuFactory(orders: r.resolve(OrderUseCase.self)!) }
    container.register(LaunchFlow.self) { (r, window: UIWindow) in
      LaunchFlow(window: window, menu: r.resolve(MenuFactory.self)!)
    }
  }
}

final class KitchenClient { func send(_ dish: String) {} }
final class OrderUseCase {
  let kitchen: KitchenClient
  init(kitchen: KitchenClient) { self.kitchen = kitchen }
  func order(_ dish: String) { kitchen.send(dish) }
}
