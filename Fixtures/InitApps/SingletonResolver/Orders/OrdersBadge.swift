import Swinject

struct OrdersBadge {
  var store: OrderStore? { AppAssembly.shared.assembler.resolver.resolve(OrderStore.self) }
}
