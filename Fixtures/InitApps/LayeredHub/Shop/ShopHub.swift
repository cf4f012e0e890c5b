final class ShopHub: StoreHub {
  let cart: CartStore
  let catalog: CatalogStore

  override class var current: ShopHub { super.current as! ShopHub }

  required init(logger: EventLogger) {
    cart = CartStore()
    catalog = CatalogStore()
    super.init(logger: logger)
  }
}
