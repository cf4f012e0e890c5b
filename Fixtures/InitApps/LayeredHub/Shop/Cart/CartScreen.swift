final class CartScreen {
  func reload() { ShopHub.current.cart.reload(using: ShopHub.current.payments) }
  func upload() { ShopHub.current.beginUpload("cart") }
}
