/// The kettle's phase, declared apart from the actor that moves it.
enum HeatPhase: Equatable {
  case cold
  case heating
  case boiling
  case keptWarm(minutes: Int)
}

/// Data the kettle shows: every case carries a value, so it is what to show, not a state.
enum Reading {
  case celsius(Double)
  case fahrenheit(Double)
}

/// A struct with static values: assigned like cases, never a state.
struct Glow: Equatable {
  var red: Double

  static let dim = Glow(red: 0.2)
  static let bright = Glow(red: 1)
}
