/// A type whose stored state its extensions in other files move.
final class Turntable {
  var speed = TurntableSpeed.stopped
  var arm = ArmPosition.rest
}

enum TurntableSpeed {
  case stopped
  case spinning
  case braking
}

/// Every case carries data: what to show, not a state.
enum ArmPosition {
  case rest(angle: Double)
  case playing(angle: Double)

  static let rest = ArmPosition.rest(angle: 0)
}
