// Checkout: a local copy of the state mutated and returned, an inner `switch state`,
// `guard case` and `if case` narrowing, if/else and ternary branches; called `resolve`.
enum CheckoutState: Equatable {
  case cart
  case shipping
  case payment
  case confirming
  case done
  case declined
}

enum CheckoutEvent {
  case proceed
  case back
  case submitPayment(approved: Bool)
  case confirm(isExpressShipping: Bool)
  case restart
}

struct CheckoutFlow {
  func resolve(state: CheckoutState, event: CheckoutEvent) -> CheckoutState {
    var next = state
    switch event {
    case .proceed:
      switch state {
      case .cart: next = .shipping
      case .shipping: next = .payment
      default: break
      }
    case .back:
      if case .payment = state {
        next = .shipping
      } else if state == .shipping {
        next = .cart
      }
    case .submitPayment(let approved):
      guard case .payment = state else { return state }
      next = approved ? .confirming : .declined
    case .confirm(let express):
      guard case .confirming = state else { return state }
      if express {
        next = .done
      } else {
        next = CheckoutState.done
      }
    case .restart:
      next = .cart
    }
    return next
  }
}
