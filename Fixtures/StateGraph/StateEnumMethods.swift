import Foundation

// Transition functions on the state enum itself: each method is an event that switches over
// `self` and returns the next state (bare, optional, in a Result, or first in a tuple).

enum UploadError: Error {
  case notAllowed
}

enum Command {
  case progress(Double)
  case finished(URL)
  case rejected
}

enum UploadState: Equatable {
  case idle
  case preparing(file: URL)
  case uploading(file: URL, progress: Double)
  case done(URL)
  case cancelled

  // A nested enum's method building the outer type is a conversion, not a transition.
  enum Code {
    case gone
    case refused

    func state() -> UploadState {
      switch self {
      case .gone: .cancelled
      case .refused: .idle
      }
    }
  }
}

extension UploadState {
  // Bare Self: the matched case itself and `self` are no move.
  func cancel() -> Self {
    switch self {
    case .idle, .cancelled:
      return self
    case .preparing, .uploading:
      return .cancelled
    case .done(let url):
      return .done(url)
    }
  }

  // Result: a failure is no edge.
  func start() -> Result<Self, UploadError> {
    return switch self {
    case .preparing(let file):
      .success(.uploading(file: file, progress: 0))
    default:
      .failure(.notAllowed)
    }
  }

  // Optional, switching first over the event's parameter: its cases name the events.
  func applying(_ command: Command) -> UploadState? {
    switch command {
    case .progress(let value):
      switch self {
      case .uploading(let file, _): .uploading(file: file, progress: value)
      default: nil
      }
    case .finished(let url):
      switch self {
      case .uploading: .done(url)
      default: nil
      }
    case .rejected:
      .idle
    }
  }

  // A tuple: the state-typed element is the target.
  func reset() -> (Bool, Self) {
    switch self {
    case .idle: (false, self)
    case .done, .cancelled: (true, .idle)
    case .preparing(let file), .uploading(let file, _): (true, .preparing(file: file))
    }
  }

  // Not transitions: a map over the payloads, a predicate, a conversion and a builder from
  // another type.
  func standardized() -> Self {
    switch self {
    case .idle: .idle
    case .preparing(let file): .preparing(file: file.standardizedFileURL)
    case .uploading(let file, let progress):
      .uploading(file: file.standardizedFileURL, progress: progress)
    case .done(let url): .done(url.standardizedFileURL)
    case .cancelled: .cancelled
    }
  }

  func isBusy() -> Bool {
    switch self {
    case .preparing, .uploading: true
    default: false
    }
  }

  func fileName() -> String? {
    switch self {
    case .preparing(let file), .uploading(let file, _): file.lastPathComponent
    default: nil
    }
  }

  static func from(_ command: Command) -> Self {
    switch command {
    case .finished(let url): .done(url)
    default: .idle
    }
  }
}
