final class CartViewModel {
  @InjectLazy var cart: CartService
}
