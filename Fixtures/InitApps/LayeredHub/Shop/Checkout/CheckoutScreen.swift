final class CheckoutScreen {
  func pay() { ShopHub.current.payments.charge(ShopHub.current.cart) }
  func upload() { ShopHub.current.beginUpload("receipt") }
}
