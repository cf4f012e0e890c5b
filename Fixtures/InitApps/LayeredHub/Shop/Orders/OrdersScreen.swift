final class OrdersScreen {
  func load() { StoreHub.current.orders.reload() }
}
