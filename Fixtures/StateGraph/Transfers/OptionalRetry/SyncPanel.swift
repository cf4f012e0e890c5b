import Foundation

protocol Syncing {
  func pull() async throws -> [String]
}

/// The attempt is optional (nothing tried yet) and written through a type alias; `retry()`
/// gives it its own `retried` value, or `.queued` when there is none, then the work's outcome.
@MainActor
final class SyncPanel {
  typealias Phase = Attempt<[String]>

  private(set) var attemptState: Phase?
  private let service: Syncing

  init(service: Syncing) {
    self.service = service
  }

  func retry() {
    attemptState = attemptState?.retried ?? .queued
    Task {
      do {
        let items = try await service.pull()
        attemptState = .done(items)
      } catch {
        attemptState = .gaveUp(reason: error.localizedDescription)
      }
    }
  }
}
