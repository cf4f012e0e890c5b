/// The controls, in an extension of a type declared in another file.
extension Turntable {
  func start() {
    guard speed == .stopped else { return }
    speed = .spinning
    arm = .playing(angle: 12)
  }

  func stop() {
    switch speed {
    case .spinning:
      speed = .braking
    case .stopped, .braking:
      return
    }
  }

  func brakeReleased() {
    guard case .braking = speed else { return }
    speed = .stopped
    arm = .rest
  }
}
