import Foundation

extension Attempt {
  /// Where a new try starts from each phase: a finished attempt keeps its value while it runs.
  var retried: Self {
    switch self {
    case .queued: .queued
    case .running(let previous): .running(previous: previous)
    case .done(let value): .running(previous: value)
    case .gaveUp: .queued
    }
  }
}
