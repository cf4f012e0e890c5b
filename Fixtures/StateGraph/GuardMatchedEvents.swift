// ReSwift reducers of one slice each: the event is cast to the app's action and one case of it
// is picked by a guard (`case let .news(newsAction) = appAction`); a switch over the case's
// payload names the event (`news.loaded`), whatever the payload's name.
import ReSwift

enum NewsAction: Action {
  case loaded([String])
  case failed(String)
}

enum TabAction: Action {
  case select(Int)
}

enum AppAction: Action {
  case news(NewsAction)
  case tabs(TabAction)
}

struct NewsState {
  var items: [String] = []
  var error: String?
}

struct TabState {
  var selected = 0
}

let newsReducer: Reducer<NewsState> = { action, currentState in
  var state = currentState ?? NewsState()
  guard let appAction = action as? AppAction,
    case let .news(newsAction) = appAction
  else {
    return state
  }
  switch newsAction {
  case .loaded(let items):
    state.items = items
    state.error = nil
  case .failed(let message):
    state.error = message
  }
  return state
}

func tabReducer(action: Action, state: TabState?) -> TabState {
  var state = state ?? TabState()
  if let appAction = action as? AppAction, case .tabs(let tabAction) = appAction {
    switch tabAction {
    case .select(let index):
      state.selected = index
    }
  }
  return state
}
