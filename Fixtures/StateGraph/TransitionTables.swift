// A transition table written on the action enum: a computed `transition` whose `switch self`
// gives each action its transition, applied by generated code (a `@Stateful`-style macro).
// `.to(a)` sets a; `.to(a, then: b)` sets b when the action's work ends; `.loop(a)` returns to
// where it came from (no fixed case); `.none` and `.background` change no state; options chained
// after a transition are no from-states; a ternary gives both transitions.
@Stateful
final class DownloadViewModel: ViewModel {
  enum Action {
    case cancel
    case download(url: URL)
    case refresh
    case resume(force: Bool)
    case prefetch

    var transition: Transition {
      switch self {
      case .cancel:
        .to(.idle)
      case .download, .resume(force: true):
        .to(.downloading, then: .finished)
          .invalid(.finished)
      case .resume(let force):
        force ? .to(.downloading) : .none
      case .refresh:
        .loop(.refreshing)
          .onRepeat(.cancel)
      case .prefetch:
        .background(.fetching)
      }
    }
  }

  enum State {
    case idle
    case downloading
    case finished
    case refreshing
  }

  enum BackgroundState {
    case fetching
  }
}
