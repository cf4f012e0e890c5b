// A scene's store in the form of the architecture proposal (seed 000): it holds its state, which
// only it may set (`private(set)`), and takes actions through `dispatch(_:)`. A test cannot start
// it elsewhere: it reaches each source by dispatching the shortest path of actions from the
// initial state, checking each state on the way.
public final class ReaderStore {
  public private(set) var currentState: State = .idle

  public init() {}

  public func dispatch(_ action: Action) {
    switch (currentState, action) {
    case (.idle, .load): currentState = .loading
    case (.loading, .finish(let pages)) where pages > 0: currentState = .loaded(pages: pages)
    case (.loading, .fail): currentState = .failed
    case (.failed, .retry): currentState = .loading
    case (.loaded(let pages), .turn) where pages > 1: currentState = .reading(page: 1)
    case (.reading, .close), (.loaded, .close): currentState = .idle
    case (_, .reset): currentState = .idle
    default: break
    }
  }
}

extension ReaderStore {
  public enum State: Equatable {
    case idle
    case loading
    case loaded(pages: Int)
    case reading(page: Int)
    case failed
  }

  public enum Action {
    case load
    case finish(pages: Int)
    case fail
    case retry
    case turn
    case close
    case reset
  }
}
