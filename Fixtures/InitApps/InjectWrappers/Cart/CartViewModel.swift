final class CartViewModel {
  @InjectLazy var cart: CartService
}

struct CartHeader {
  @ViewBuilder var total: some View { Text("") }
}
