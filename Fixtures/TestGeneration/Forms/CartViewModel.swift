// A view model that holds its state and handles actions: `send(_:)` switches over the action and
// sets `state`. A test builds it through its initializer, sets the start state and sends.
public enum CartState: Equatable {
  case empty
  case filled(items: Int)
  case checkingOut
  case paid
}

public enum CartAction {
  case add
  case checkout
  case pay(approved: Bool)
  case clear
}

public final class CartViewModel {
  public var state: CartState = .empty
  let currency: String

  public init(currency: String) {
    self.currency = currency
  }

  public func send(_ action: CartAction) {
    switch (state, action) {
    case (.empty, .add): state = .filled(items: 1)
    case (.filled(let items), .add): state = .filled(items: items + 1)
    case (.filled, .checkout): state = .checkingOut
    case (.checkingOut, .pay(let approved)) where approved: state = .paid
    case (_, .clear): state = .empty
    default: break
    }
  }
}
