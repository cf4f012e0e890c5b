// A view model on the main actor whose handler writes its state in tasks. It keeps the loading
// and retrying tasks in a property and returns the saving one, so a test can await each before it
// reads the state back. The sharing task it drops: a test waits for its write. The refreshing one
// writes twice: a test of it would read the state by luck, so it gets none.
public enum PlaylistState: Equatable {
  case idle
  case loaded(count: Int)
  case failed
  case loading
  case ready
  case saved
  case shared
}

public enum PlaylistAction {
  case load
  case retry
  case refresh
  case save
  case share
  case reset
}

@MainActor
public final class PlaylistViewModel {
  public var state: PlaylistState = .idle
  var loadTask: Task<Void, Never>?

  public init() {}

  @discardableResult
  public func send(_ action: PlaylistAction) -> Task<Void, Never>? {
    switch (state, action) {
    case (.idle, .load):
      loadTask = Task {
        let count = await countTracks()
        state = .loaded(count: count)
      }
    case (.failed, .retry):
      loadTask = Task {
        await Task.yield()
        state = .ready
      }
    case (.ready, .refresh):
      loadTask = Task {
        state = .loading
        let count = await countTracks()
        state = .loaded(count: count + 1)
      }
    case (.loaded, .save):
      let saving = Task { state = .saved }
      return saving
    case (.saved, .share):
      Task { state = .shared }
    case (_, .reset):
      state = .idle
    default:
      break
    }
    return nil
  }

  private func countTracks() async -> Int {
    await Task.yield()
    return 3
  }
}
