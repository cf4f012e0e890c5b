final class OrdersViewModel {
  let stores = ServiceLocator.stores
}
