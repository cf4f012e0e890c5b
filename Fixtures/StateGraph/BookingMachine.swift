// Booking: a function whose name is given in the config (`graph.functions: [advance]`) with
// parameters named neither like a state nor like an event; inner switch on a payload,
// if / else if / else, a payload event handled through a nested switch on its binding.
enum Phase { case browsing, holding, reserved, cancelled, expired }

enum PaymentOutcome { case approved, declined, timedOut }

enum Trigger {
  case hold(seats: Int)
  case payment(PaymentOutcome)
  case cancel
  case tick(secondsLeft: Int)
  case wallet(WalletSignal)
}

enum WalletSignal { case linked, unlinked }

enum Booking {
  static func advance(_ phase: Phase, _ trigger: Trigger) -> Phase {
    switch trigger {
    case .hold(let seats):
      if seats > 8 {
        return phase
      } else if phase == .browsing {
        return .holding
      } else {
        return .holding
      }
    case .payment(let outcome):
      switch outcome {
      case .approved: return .reserved
      case .declined, .timedOut: return .browsing
      }
    case .cancel:
      return .cancelled
    case .tick(let secondsLeft) where secondsLeft <= 0:
      return .expired
    case .tick:
      return phase
    case .wallet(let signal):
      switch signal {
      case .linked: return .holding
      case .unlinked: return phase
      }
    }
  }
}
