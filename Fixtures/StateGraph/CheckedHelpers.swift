import Combine
import Foundation

/// A push-to-talk controller whose one way in is a key callback: a Bool picks the private
/// helper that runs, and each helper checks the case it starts from before it moves on.
final class PushToTalk {
  enum State {
    case idle
    case listening
    case sending
    case failed
  }

  private(set) var state: State = .idle
  private let keys = KeyWatcher()
  private var bag: [AnyCancellable] = []

  init() {
    keys.$isDown
      .sink { [weak self] down in self?.keyChanged(down) }
      .store(in: &bag)
  }

  private func keyChanged(_ down: Bool) {
    if down {
      begin()
    } else {
      end()
    }
  }

  private func begin() {
    guard case .idle = state else { return }
    state = .listening
  }

  private func end() {
    guard case .listening = state else { return }
    state = .sending
    upload { [weak self] sent in
      self?.state = sent ? .idle : .failed
    }
  }

  private func upload(_ done: @escaping (Bool) -> Void) {
    done(true)
  }
}

/// A loader whose one method enters `loading` and moves on from it to two outcomes: a flow of
/// its own, so a machine although no other method sets the value (`LoadingFlows.swift`).
final class FeedLoader {
  enum Phase {
    case idle
    case loading
    case loaded
    case failed
  }

  private(set) var state: Phase = .idle

  func reload() {
    if case .loading = state { return }
    state = .loading
    fetch { [weak self] fetched in
      self?.state = fetched ? .loaded : .failed
    }
  }

  private func fetch(_ done: @escaping (Bool) -> Void) {
    done(true)
  }
}

/// A form whose `outcome` is set from a publisher's completion: the closure's parameter named
/// `outcome` shadows the stored one, so `switch outcome` checks the publisher's cases, not the
/// held value's, though one of them shares a name with a held case. Nothing checks the held
/// value: it is a setter, not a machine.
final class FeedbackForm {
  enum Outcome {
    case sent
    case failure
  }

  enum Completion {
    case finished
    case failure
  }

  private(set) var outcome: Outcome?

  func submit() {
    deliver { [weak self] outcome in
      switch outcome {
      case .failure:
        self?.outcome = .failure
      case .finished:
        self?.outcome = .sent
      }
    }
  }

  private func deliver(_ done: @escaping (Completion) -> Void) {
    done(.finished)
  }
}
