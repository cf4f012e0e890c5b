import Foundation

/// A connection whose phase is kept behind a lock: a computed property whose setter writes the
/// store, and a box whose closures set the value they are handed.
final class Uplink {
  enum Phase {
    case offline
    case dialing
    case online
  }

  private let phaseLock = NSLock()
  private var storedPhase = Phase.offline

  /// The phase, read and written under the lock.
  var phase: Phase {
    get { phaseLock.withLock { storedPhase } }
    set { phaseLock.withLock { storedPhase = newValue } }
  }

  func dial() {
    guard phase == .offline else { return }
    phase = .dialing
  }

  func answered() {
    guard case .dialing = phase else { return }
    phase = .online
  }

  func hangUp() {
    phase = .offline
  }
}
