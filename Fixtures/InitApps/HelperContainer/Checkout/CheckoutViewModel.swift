final class CheckoutViewModel {
  private let basket: BasketStore
  private let telemetry: Telemetry

  init() {
    let container = Workbench.shared.assembledContainer()
    basket = container.resolve(BasketStore.self)!
    telemetry = Workbench.shared.assembledContainer().resolve(Telemetry.self)!
  }

  func pay() {
    telemetry.log("pay \(basket.items.count)")
  }
}
