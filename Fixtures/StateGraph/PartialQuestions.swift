import Foundation

// A computed Bool that picks the held case and, in one case, answers by its payload: a guard on
// it starts from every case where it may hold; its negation leaves out only the cases where it
// always holds.
enum NarrationState {
  case silent
  case speaking(sentence: Int)
  case queued
  case held(resumable: Bool)
}

final class Narrator {
  private(set) var narration: NarrationState = .silent
  private var pending: [String] = []

  func speak(_ text: String) {
    guard !canBeInterrupted else {
      pending.append(text)
      return
    }
    narration = .queued
  }

  func interrupt() {
    guard pending.isEmpty, canBeInterrupted else { return }
    narration = .silent
  }

  func hold() {
    narration = .held(resumable: true)
  }

  func began() {
    narration = .speaking(sentence: 0)
  }
}

extension Narrator {
  var canBeInterrupted: Bool {
    switch narration {
    case .silent:
      return false
    case .speaking, .queued:
      return true
    case .held(let resumable):
      return resumable
    }
  }
}
