// ReSwift: actions matched by type, an optional state, a free function.
import ReSwift

enum RouteState {
  case launch
  case home
  case article(id: String)
  case settings
}

struct SetURL: Action { let url: URL }
struct OpenSettings: Action {}
struct Reset: Action {}

func routerReducer(action: Action, state: RouteState?) -> RouteState {
  let state = state ?? .launch
  switch action {
  case let open as SetURL where open.url.pathComponents.count > 1:
    return .article(id: open.url.lastPathComponent)
  case _ as SetURL:
    return .home
  case is OpenSettings:
    return .settings
  case is Reset:
    return RouteState.launch
  default:
    return state
  }
}
