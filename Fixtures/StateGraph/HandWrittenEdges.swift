import Foundation

// The edges of hand-written machines: where each write starts from, and which methods are
// events. The other path of a test of one case starts from every other case; a case that traps
// leaves the function; a held struct of data with one state enum is a machine of that enum; the
// observer of a property the type's own methods set is their step.

/// The `else` of a test of one case: `dial()` moves on from every case but `online`, `hangUp()`
/// from `online` only, and `retry()`'s guard leaves `failed` out of its other path.
final class ModemLink {
  enum Line {
    case idle
    case dialing
    case online
    case failed
  }

  private(set) var line: Line = .idle

  func dial() {
    if line == .online {
      return
    } else {
      line = .dialing
    }
  }

  func hangUp() {
    if line != .online {
      log("nothing to hang up")
    } else {
      line = .idle
    }
  }

  func retry() {
    guard case .failed = line else {
      line = .failed
      return
    }
    line = .dialing
  }

  func connected() { line = .online }

  private func log(_ text: String) {}
}

/// A switch whose first case traps: the write below it starts from the two cases that reach it.
final class FrameBatcher {
  enum Mode {
    case idle
    case collecting
    case flushed
  }

  private var mode = Mode.idle
  var onFlush: () -> Void = {}

  func begin() { mode = .collecting }

  func end() {
    switch mode {
    case .idle:
      fatalError("end() without begin()")
    case .collecting:
      break
    case .flushed:
      onFlush()
    }
    mode = .idle
  }

  func invalidate() {
    switch mode {
    case .idle:
      onFlush()
    case .collecting:
      mode = .flushed
    case .flushed:
      break
    }
  }
}

/// A lock-protected struct of a transfer's data (`Locked` is declared in another module): only
/// its `phase` is the state; the handlers, the attempt count and the flag are data it carries.
final class Transfer {
  enum Phase {
    case queued
    case running
    case paused
    case done
  }

  struct Storage {
    var phase: Phase = .queued
    var completions: [() -> Void] = []
    var attempts = 0
    var isFinishing = false
  }

  private let transferState: Locked<Storage>

  init() {
    transferState = Locked(Storage())
  }

  func start() {
    transferState.write { storage in
      storage.attempts += 1
      storage.phase = .running
    }
  }

  func pause() {
    transferState.write { storage in
      guard storage.phase == .running else { return }
      storage.phase = .paused
    }
  }

  func finish() {
    transferState.write { storage in
      storage.isFinishing = true
      storage.phase = .done
      storage.completions = []
    }
  }

  func onCompletion(_ body: @escaping () -> Void) {
    transferState.write { $0.completions.append(body) }
  }
}

/// A property its own methods set, whose observer moves the state: the observer runs where a
/// method sets it, as a step of that method. `handshakeFinished()` reaches `open` through it;
/// `drop()` sets the flag to `false`, so the observer's test fails there and draws nothing. A
/// property only a callback sets (`isReachable`) keeps its observer as an event.
final class WireSession {
  enum Link {
    case closed
    case opening
    case open
  }

  private(set) var link: Link = .closed
  var isHandshaken = false {
    didSet { openIfReady() }
  }
  /// Set only by the callback the initializer hands over: its observer is an event.
  var isReachable = true {
    didSet {
      if !isReachable { link = .closed }
    }
  }

  init(monitor: ReachabilityMonitor) {
    monitor.onChange = { [weak self] reachable in self?.isReachable = reachable }
  }

  func start() { link = .opening }

  func handshakeFinished() { isHandshaken = true }

  func drop() {
    link = .closed
    isHandshaken = false
  }

  private func openIfReady() {
    if isHandshaken && link == .opening { link = .open }
  }
}

/// A named state beside another stored enum its methods move on (rule G5): one machine over
/// both, each a field. `closeExpected()` writes `intent = .expected`, so its helper's test of
/// `.unexpected` fails there and draws nothing.
final class ReconnectPlanner {
  enum AttemptState {
    case idle
    case scheduled
    case connecting
  }

  enum Intent {
    case none
    case expected
    case unexpected
  }

  private var attemptState = AttemptState.idle
  private var intent = Intent.none

  func schedule() {
    guard case .idle = attemptState else { return }
    attemptState = .scheduled
  }

  func fire() {
    guard case .scheduled = attemptState else { return }
    attemptState = .connecting
  }

  func closeExpected() {
    intent = .expected
    resetCycle()
  }

  func closeUnexpected() { intent = .unexpected }

  func connected() {
    if case .expected = intent { intent = .none }
  }

  private func resetCycle() {
    attemptState = .idle
    if case .unexpected = intent { intent = .none }
  }
}
