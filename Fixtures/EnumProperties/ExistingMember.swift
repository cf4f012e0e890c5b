// Members the enum already declares are not generated again (with a warning).
// archgen:enum-props
enum Connection {
  case ready
  case busy(Int)
  case closed

  var isReady: Bool { true }
}

extension Connection {
  var busy: Int? { nil }
}
