import Foundation

// Hand-written machines whose stored value is not called `state`: an enum the file declares,
// moved among its cases by methods with no event parameter. Each method is an event.

/// An actor whose `phase` has an observer; one method switches over it first.
actor UploadSession {
  enum Phase: Equatable {
    case waiting
    case sending(Int)
    case sent
    case failed
  }

  private(set) var phase: Phase = .waiting {
    didSet { log(phase) }
  }

  func begin() {
    switch phase {
    case .waiting, .failed:
      phase = .sending(0)
    default:
      return
    }
  }

  func finish() {
    guard case .sending = phase else { return }
    phase = .sent
  }

  func fail() { phase = .failed }

  private func log(_ value: Phase) {}
}

/// A class that moves `status` through a private `transition(to:)`, with a timer whose callback
/// is an event of its own (`expire`), not a change of the method that starts the timer.
final class PairingController {
  enum Status {
    case unpaired
    case searching
    case paired
    case timedOut
  }

  private(set) var status: Status = .unpaired
  private var timer: Timer?

  func search() {
    guard status != .searching else { return }
    transition(to: .searching)
    timer = Timer.scheduledTimer(withTimeInterval: 30, repeats: false) { [weak self] _ in
      self?.expire()
    }
  }

  func didFindDevice() {
    guard status == .searching else { return }
    timer?.invalidate()
    transition(to: .paired)
  }

  func forget() { transition(to: .unpaired) }

  private func expire() {
    if status == .searching { transition(to: .timedOut) }
  }

  private func transition(to next: Status) {
    status = next
  }
}

/// A top-level enum held as `mode` by an observable object.
enum StopwatchMode {
  case stopped
  case running
  case paused
}

final class StopwatchModel: NSObject {
  @objc dynamic var elapsed: Double = 0
  var mode: StopwatchMode = .stopped

  func start() { mode = .running }

  func pause() {
    if mode == .running { mode = .paused }
  }

  func reset() {
    elapsed = 0
    mode = .stopped
  }
}

/// Not a machine: an enum set in one method from what it is given, and a setter of a case.
final class ListSettings {
  enum Order {
    case name
    case date
  }

  var order: Order = .name

  func apply(_ order: Order) { self.order = order }

  func sortByDate() { order = .date }
}

/// Not a machine: a selection set from wherever and never looked at first (a sheet to present).
final class SheetRouter {
  enum Sheet {
    case settings
    case account
    case help
  }

  var presented: Sheet?

  func showSettings() { presented = .settings }

  func showAccount() { presented = .account }

  func dismiss() { presented = nil }
}
