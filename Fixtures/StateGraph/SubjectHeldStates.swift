import Combine
import Foundation

// Hand-written machines whose value lives in a subject of its own enum, written with `send` and
// `.value =`, read through `.value`, started at the subject's first value.
enum TetherPhase {
  case idle
  case pairing
  case paired
  case lost
}

final class Tether {
  let phase = CurrentValueSubject<TetherPhase, Never>(.idle)
  private var retries = 0

  func pair() {
    guard phase.value != .paired else { return }
    phase.send(.pairing)
  }

  func pairingSucceeded() {
    phase.send(.paired)
    retries = 0
  }

  func signalLost() {
    phase.value = .lost
    if retries < 3 {
      retries += 1
      pair()
    }
  }

  func forget() {
    phase.send(.idle)
  }
}
