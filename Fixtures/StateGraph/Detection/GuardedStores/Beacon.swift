/// A beacon whose state lives in a box another module declares (a lock around one value): its
/// methods hand the box closures that set the value.
final class Beacon {
  enum BeaconState {
    case dark
    case blinking
    case steady
  }

  private let state = GuardedValue(BeaconState.dark)

  /// Reads the boxed value; it writes nothing.
  var currentState: BeaconState {
    state.read { $0 }
  }

  func blink() {
    state.mutate { $0 = .blinking }
  }

  func hold() {
    state.exclusively { value in
      guard value == .blinking else { return }
      value = .steady
    }
  }

  func switchOff() {
    state.exclusively { $0 = .dark }
  }
}
