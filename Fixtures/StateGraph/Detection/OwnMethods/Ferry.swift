struct FerryError: Error {}

/// The enum is the machine; its own mutating methods are the events.
enum FerryLeg {
  case docked
  case boarding
  case sailing(knots: Int)
  case moored

  mutating func boardPassengers() throws {
    guard case .docked = self else { throw FerryError() }
    self = .boarding
  }

  mutating func castOff(knots: Int) {
    if case .boarding = self {
      self = .sailing(knots: knots)
    }
  }

  mutating func arrive() throws {
    switch self {
    case .sailing:
      self = .moored
    case .docked, .boarding, .moored:
      throw FerryError()
    }
  }
}

/// Every case carries data; the struct's own mutating methods move its status on from the case
/// they test.
struct Parcel {
  enum Status {
    case packed(String)
    case inTransit(String, Int)
    case delivered(String)
  }

  var status: Status

  var label: String {
    switch status {
    case .packed(let label), .inTransit(let label, _), .delivered(let label): return label
    }
  }

  init(label: String) {
    status = .packed(label)
  }

  mutating func ship(hub: Int) {
    if case Parcel.Status.packed = status {
      status = .inTransit(label, hub)
    }
  }

  mutating func deliver() {
    if case .inTransit = status {
      status = .delivered(label)
    }
  }
}

/// Every case carries data and no method tests the case it leaves: a value to draw, no machine.
struct Beacon {
  enum Signal {
    case pulse(scale: Double)
    case steady(level: Int)
  }

  var signal: Signal = .steady(level: 0)

  mutating func flash(_ scale: Double) { signal = .pulse(scale: scale) }
  mutating func hold(_ level: Int) { signal = .steady(level: level) }
}
