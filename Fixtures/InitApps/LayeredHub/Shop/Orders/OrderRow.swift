struct OrderRow {
  var title: String { ShopHub.current.catalog.title(for: StoreHub.current.orders.latest) }
}
