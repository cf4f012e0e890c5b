// A view model with an action handler is entered other ways too: a coordinator or a delegate
// calls its methods (`stopLoading()`, `update(isLoading:)`, `themeSelected(_:)` in an extension),
// each an event named after the method. It stores a subject of another state, so the `state` the
// handler changes is the one it inherits. A helper called with a literal runs one branch of
// `if isBlocking`, and what that branch sets is where the next change starts.
enum ProfileViewAction { case lookUp, save, retry }
enum UploadState { case idle, sending }

final class ProfileScreenViewModel: ProfileScreenViewModelType {
  private let uploadStateSubject = CurrentValueSubject<UploadState, Never>(.idle)

  override func process(viewAction: ProfileViewAction) {
    switch viewAction {
    case .lookUp:
      startLoading(isBlocking: false)
      Task { [weak self] in
        await self?.stopLoading()
      }
    case .save:
      startLoading(isBlocking: true)
      state.phase = .saving
    case .retry:
      if case .waiting(stalled: false) = state.phase {
        state.phase = .waiting(stalled: true)
      }
    }
  }

  func stopLoading() {
    state.isLoading = false
  }

  func update(isLoading: Bool) {
    state.isLoading = isLoading
  }

  private func startLoading(isBlocking: Bool) {
    if isBlocking {
      indicator.show()
    } else {
      state.isLoading = true
    }
  }

  private func reset() {
    state.phase = .editing
  }
}

extension ProfileScreenViewModel: ThemePickerDelegate {
  func themeSelected(_ theme: Theme) {
    state.theme = theme
  }
}

// A controller whose `start()` searches with the default `reset: true` and schedules a repeating
// timer: the timer's ticks are later events, not part of `start`. Called as its own event,
// `search` may or may not reset, so its results start from `loading` and from `*`. The two
// `handle` overloads are told apart by their labels.
enum TripState { case loading, found, empty, failed }

final class TripFinder {
  var state: TripState = .loading
  private var timer: Timer?

  func start() {
    timer = Timer.scheduledTimer(withTimeInterval: 20, repeats: true) { [weak self] _ in
      self?.search(reset: false)
    }
    search()
  }

  func search(reset: Bool = true) {
    if reset {
      state = .loading
    }
    Task { [weak self] in
      guard let self else { return }
      do {
        self.handle(results: try await self.results())
      } catch {
        self.handle(error: error)
      }
    }
  }

  func handle(results: [Trip]) {
    state = results.isEmpty ? .empty : .found
  }

  func handle(error: Error) {
    state = .failed
  }
}
