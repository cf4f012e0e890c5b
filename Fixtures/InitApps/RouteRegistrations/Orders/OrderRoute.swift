import Swinject

struct OrderRoute {
  func open(dish: String) -> OrderModel {
    Bistro.shared.container.register(OrderModel.self) { resolver in
      OrderModel(dish: dish, client: resolver.resolve(OrderClient.self)!)
    }
    return Bistro.shared.container.resolve(OrderModel.self)!
  }
}

final class OrderModel {
  let dish: String
  let client: OrderClient
  init(dish: String, client: OrderClient) {
    self.dish = dish
    self.client = client
  }
}
