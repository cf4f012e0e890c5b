import Foundation

// A state pinned by one part of an `&&` chain: the other parts only guard the path.
enum UplinkPhase: Equatable {
  case offline
  case dialing
  case linked
  case dropped
}

final class Uplink {
  var phase: UplinkPhase = .offline
  var attempts = 0
  var isMetered = false

  var isBusy: Bool {
    phase == .dialing || phase == .linked
  }

  func dial() {
    guard phase == .offline && attempts < 3 else { return }
    attempts += 1
    phase = .dialing
  }

  func handshakeFinished(ok: Bool) {
    if ok && .dialing == phase {
      phase = .linked
    }
  }

  func lost() {
    if phase != .offline && !isMetered {
      phase = .dropped
    }
  }

  func cancel() {
    guard isBusy && attempts > 0 else { return }
    phase = .offline
  }

  func reset() {
    attempts = 0
    phase = .offline
  }
}
