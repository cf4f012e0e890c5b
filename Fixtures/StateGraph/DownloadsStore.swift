// A scene Store (seed 000): a tuple of the stored state and the action, following `load()`
// one level into the relay it feeds.
import RxRelay
import RxSwift

final class DownloadsStore {
  var state: Observable<State> { _state.asObservable() }
  var currentState: State { _state.value }

  private let _state = BehaviorRelay<State>(value: .idle)

  func dispatch(_ action: Action) {
    switch (currentState, action) {
    case (.idle, .load):
      load()
    case (.loaded, .refresh):
      _state.accept(.loading)
    case (.loading, .cancel):
      _state.accept(.idle)
    case (.failed, .retry):
      self.load()
    default:
      break
    }
  }

  private func load() {
    _state.accept(.loading)
    // fetch the list here
    _state.accept(.loaded)
  }
}

extension DownloadsStore {
  enum State { case idle, loading, loaded, failed }

  enum Action { case load, refresh, cancel, retry }
}
