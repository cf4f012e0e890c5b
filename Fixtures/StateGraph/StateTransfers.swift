import Foundation

/// A signal whose enum says, in a computed property of its own, which signal follows each one:
/// `signal = signal.advanced` moves it from every case to the case the property gives (a new
/// payload of the same case too); a case given back as it was is no edge.
enum Signal: Equatable {
  case red
  case green
  case amber(secondsLeft: Int)
  case flashing

  var advanced: Signal {
    get {
      switch self {
      case .red:
        return .green
      case .green:
        return .amber(secondsLeft: 3)
      case .amber(let secondsLeft):
        if secondsLeft > 0 {
          return .amber(secondsLeft: secondsLeft - 1)
        }
        return .red
      case .flashing:
        return .flashing
      }
    }
  }
}

final class Crossing {
  private(set) var signal: Signal = .red
  private var timer: Timer?

  func start() {
    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
      self?.tick()
    }
  }

  func tick() {
    self.signal = signal.advanced
  }

  func fault() {
    signal = .flashing
  }

  func repair() {
    guard signal == .flashing else { return }
    signal = .red
  }
}

/// A property of the state that is no transfer of its enum (it gives a Bool): the write stays
/// `?`, as a value that cannot be told.
final class Lamp {
  enum Glow {
    case off
    case dim
    case bright

    var isLit: Bool {
      switch self {
      case .off: return false
      case .dim, .bright: return true
      }
    }
  }

  private(set) var glowState: Glow = .off

  func press() {
    glowState = glowState.brighter
  }

  func cut() {
    glowState = .off
  }
}
