import Combine
import Foundation

/// Work an initializer starts and lets run once (a block handed to a queue, a `Task`) runs after
/// the object is built, from the value it starts in: its changes are the event `init`. A
/// subscription the initializer keeps (`.store(in: &bag)`) is a later event, not that work, and
/// the initializer's own writes are construction.
final class ThumbnailCache {
  enum CacheState {
    case cold
    case warm
    case broken
  }

  private(set) var cacheState: CacheState = .cold
  private var bag = Set<AnyCancellable>()

  init(queue: DispatchQueue, warnings: AnyPublisher<Void, Never>) {
    cacheState = .cold
    queue.async { [weak self] in
      let loaded = self?.preload() ?? false
      self?.cacheState = loaded ? .warm : .broken
    }
    warnings
      .sink { [weak self] _ in self?.cacheState = .cold }
      .store(in: &bag)
  }

  func purge() {
    cacheState = .cold
  }

  private func preload() -> Bool { true }
}

/// An action handler whose initializer starts a `Task`: the helper it awaits sets the state from
/// the first value, as the event `init`.
final class DraftsViewModel {
  enum State {
    case restoring
    case empty
    case editing
  }

  enum Action {
    case compose
    case discard
  }

  private(set) var state: State = .restoring

  init(store: DraftStore) {
    Task { await self.restore(from: store) }
  }

  func send(_ action: Action) {
    switch action {
    case .compose:
      state = .editing
    case .discard:
      state = .empty
    }
  }

  private func restore(from store: DraftStore) async {
    if await store.hasDraft() {
      state = .editing
    } else {
      state = .empty
    }
  }
}
