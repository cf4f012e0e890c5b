// A class whose stored state is changed by its public methods, declared in an extension, and by
// private callbacks the system calls later: a timer's block (`tick`) and a notification
// selector (`appDidBecomeActive`). Each callback is an event named after the method. A guard
// that the state is not a case (`state != .brewing`) starts from every other case.

import Foundation

final class TeaTimer {
  enum Phase {
    case ready
    case brewing
    case halted
  }

  var state: Phase = .ready
  private var remaining = 0
  private var clock: Timer?

  init() {
    NotificationCenter.default.addObserver(
      self, selector: #selector(appDidBecomeActive), name: .init("active"), object: nil)
  }
}

extension TeaTimer {
  func brew() {
    guard state != .brewing else { return }
    state = .brewing
    startClock()
  }

  func halt() {
    guard state == .brewing else { return }
    state = .halted
    clock?.invalidate()
  }

  func reset() {
    finish()
    remaining = 0
  }

  private func startClock() {
    clock = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
      self?.tick()
    }
  }

  private func tick() {
    guard state == .brewing else { return }
    remaining -= 1
    if remaining <= 0 { finish() }
  }

  @objc private func appDidBecomeActive() {
    guard state == .halted else { return }
    state = .brewing
  }

  private func finish() {
    clock?.invalidate()
    state = .ready
  }
}

// A state machine object whose `send` switches over (state, event) and hands the next state to
// a private `move(to:)` that stores it: the case passed is the target.
final class DoorMachine {
  enum State {
    case closed
    case open
    case locked(code: Int)
  }

  enum Event {
    case push
    case pull
    case lock(Int)
    case unlock
  }

  private(set) var state: State = .closed

  @discardableResult
  func send(_ event: Event) -> Bool {
    switch (state, event) {
    case (.closed, .pull):
      move(to: .open)
    case (.open, .push):
      move(to: .closed)
    case (.closed, .lock(let code)):
      move(to: .locked(code: code))
    case (.locked, .unlock):
      move(to: .closed)
    default:
      return false
    }
    return true
  }

  private func move(to newState: State) {
    let old = state
    state = newState
    print(old, newState)
  }
}

// A class whose upload reports progress through a callback passed to an awaited call whose
// result is kept (`let receipt = try await client.send(data, onProgress: { … })`): the
// callback's change belongs to the method.
final class PhotoUploader {
  enum UploadState {
    case idle
    case sending(Double)
    case sent
  }

  private(set) var uploadState: UploadState = .idle
  let client = UploadClient()

  func send(_ data: [UInt8]) async throws {
    do {
      let receipt = try await client.send(
        data,
        onProgress: { fraction in
          Task { @MainActor in self.uploadState = .sending(fraction) }
        })
      print(receipt)
      uploadState = .sent
    } catch {
      uploadState = .idle
      throw error
    }
  }

  func cancel() {
    uploadState = .idle
  }
}

struct UploadClient {
  func send(_ data: [UInt8], onProgress: @escaping (Double) -> Void) async throws -> Int { 0 }
}

// A `switch` over the state whose cases fall through to one assignment after it, while one
// case returns: the assignment starts from each case that did not return.
final class Projector {
  enum LampState {
    case off
    case warming
    case lit
  }

  private var lampState: LampState = .off

  func switchOn() {
    guard case .off = lampState else { return }
    lampState = .warming
  }

  func switchOff() {
    switch lampState {
    case .warming:
      print("cooling early")
    case .lit:
      print("cooling")
    case .off:
      return
    }
    lampState = .off
  }
}
