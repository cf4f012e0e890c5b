struct CartBadge {
  var count: Int { ShopHub.current.cart.count }
}
