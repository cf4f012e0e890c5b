final class CartViewModel {
  @InjectLazy var cart: CartService
}

struct CartHeader {
  @ViewBuilder var total: some View { Text("") }
}

struct CartView {
  @Perception.Bindable var cart: CartStore
}
