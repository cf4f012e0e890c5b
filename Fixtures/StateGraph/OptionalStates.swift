// Issue 11 point 3: optional and aliased states.
typealias Highlight = Int?

enum HighlightAction { case select(Int), clear, hover }

// `return nil` is a value of an optional state; `default: return state` is no edge.
func highlightReducer(action: HighlightAction, state: Highlight) -> Highlight {
  switch action {
  case .select(let index): return index
  case .clear: return nil
  default: return state
  }
}

enum Sheet { case share, settings }

enum SheetAction { case showShare, showSettings, scroll, rotate }

// `default: return nil` resets every other event to `nil`.
func sheetReducer(action: SheetAction, state: Sheet?) -> Sheet? {
  switch action {
  case .showShare: return .share
  case .showSettings: return .settings
  default: return nil
  }
}

enum Fetch { case idle, loading, loaded }

enum FetchEvent { case load, done }

// A labelled tuple: the state is the first element.
func fetchReducer(state: Fetch, event: FetchEvent) -> (state: Fetch, effect: String?) {
  switch event {
  case .load: return (state: .loading, effect: "request")
  case .done: return (state: .loaded, effect: nil)
  }
}
