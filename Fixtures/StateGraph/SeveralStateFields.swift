import Combine
import Foundation

// A view model whose handler moves two stored state enums, each in a `Task` of its own helper:
// each value is a field of the view model's state (`syncState=loading -> syncState=done`), not a
// case of one enum, and there is no single initial state.
final class LibraryViewModel {
  enum Action {
    case sync
    case remove(id: Int)
    case rename(String)
  }

  enum SyncState {
    case idle
    case loading
    case done(count: Int)
    case failed(String)
  }

  enum RemoveState {
    case idle
    case removed(Int)
    case failed(String)
  }

  @Published private(set) var syncState: SyncState = .idle
  @Published private(set) var removeState: RemoveState = .idle
  private(set) var title = ""
  private let library: LibraryService

  init(library: LibraryService) {
    self.library = library
  }

  func action(_ action: Action) {
    switch action {
    case .sync:
      startSync()
    case .remove(let id):
      remove(id)
    case .rename(let name):
      title = name
    }
  }

  private func startSync() {
    syncState = .loading
    Task {
      do {
        let count = try await library.sync()
        syncState = .done(count: count)
      } catch {
        syncState = .failed(error.localizedDescription)
      }
    }
  }

  private func remove(_ id: Int) {
    Task {
      if await library.remove(id) {
        removeState = .removed(id)
      } else {
        removeState = .failed("not removed")
      }
    }
  }
}

// The same with subjects the view observes: each subject is a field of the state.
final class ShelfViewModel {
  enum Action {
    case reorder
    case archive
  }

  enum ReorderState {
    case done
    case failed
  }

  enum ArchiveState {
    case working
    case done
    case failed
  }

  let reorderState = PassthroughSubject<ReorderState, Never>()
  let archiveState = PassthroughSubject<ArchiveState, Never>()
  private let library: LibraryService

  init(library: LibraryService) {
    self.library = library
  }

  func action(_ action: Action) {
    switch action {
    case .reorder:
      Task {
        let saved = await library.saveOrder()
        reorderState.send(saved ? .done : .failed)
      }
    case .archive:
      Task {
        archiveState.send(.working)
        do {
          try await library.archive()
          archiveState.send(.done)
        } catch {
          archiveState.send(.failed)
        }
      }
    }
  }
}

// No handler: the methods of an observable object move two state values; one machine over both.
@MainActor
final class ReadingListModel: ObservableObject {
  enum ListState: Equatable {
    case loading
    case empty
    case loaded
    case failed
  }

  @Published var listState: ListState = .loading
  @Published var shareState: ListState = .loading
  private let library: LibraryService

  init(library: LibraryService) {
    self.library = library
  }

  func reload() async {
    listState = .loading
    do {
      let items = try await library.items()
      listState = items.isEmpty ? .empty : .loaded
    } catch {
      listState = .failed
    }
  }

  func refreshShared() async {
    if shareState != .loaded {
      shareState = .loading
    }
    do {
      let shared = try await library.shared()
      shareState = shared.isEmpty ? .empty : .loaded
    } catch {
      shareState = .failed
    }
  }
}
