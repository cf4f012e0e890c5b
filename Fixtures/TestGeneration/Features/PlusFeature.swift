// A composable-architecture feature of our own writing. `syncToggled` writes `isSyncing` only
// after an `if` that returns for members without Plus: its test starts with `hasPlus` true (the
// write runs only where the `if`'s condition is false), and the branch inside the `if` starts
// with it false. `offerLoaded` carries an `Offer` whose only initializer is failable: the test
// sends the value the files declare, never the initializer's Optional.
import ComposableArchitecture

struct PlusFeature: Reducer {
  enum Tier: String, Equatable {
    case monthly
    case yearly
  }

  struct Offer: Equatable {
    let tier: Tier
    let price: Int

    init?(productID: String, price: Int) {
      guard let tier = Tier(rawValue: productID) else { return nil }
      self.tier = tier
      self.price = price
    }

    static let monthly: Offer = Offer(productID: "monthly", price: 3)!
  }

  struct State: Equatable {
    var hasPlus = false
    var isSyncing = false
    var showsPaywall = false
    var offer: Offer?
  }

  enum Action {
    case syncToggled(Bool)
    case offerLoaded(Offer)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .syncToggled(let on):
      if !state.hasPlus {
        state.showsPaywall = true
        return .none
      }
      state.isSyncing = on
      return .none
    case .offerLoaded(let offer):
      state.offer = offer
      return .none
    }
  }
}
