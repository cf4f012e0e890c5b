// Methods of the state type itself: a `mutating` apply that assigns `self`, and a function
// that switches on `(self, event)` and returns the next value.
enum TrafficLight: Equatable {
  case red, redAmber, green, amber, flashing

  enum Signal { case tick, fault, repaired }

  mutating func apply(_ signal: Signal) {
    switch signal {
    case .fault:
      self = .flashing
    case .repaired where self == .flashing:
      self = .red
    case .tick, .repaired:
      self = next(after: signal)
    }
  }

  func next(after event: Signal) -> TrafficLight {
    switch (self, event) {
    case (.red, .tick): return .redAmber
    case (.redAmber, .tick): return .green
    case (.green, .tick): return .amber
    case (.amber, .tick): return .red
    default: return self
    }
  }
}
