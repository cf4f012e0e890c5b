// A ReSwift-style reducer: a free function whose actions are matched by type.
import ReSwift

public struct ShowDetail: Action {
  public var id: Int
  public init(id: Int) { self.id = id }
}
public struct GoBack: Action {
  public init() {}
}
public struct Logout: Action {
  public var everywhere: Bool
  public init(everywhere: Bool) { self.everywhere = everywhere }
}

public enum Route: Equatable {
  case list
  case detail(id: Int)
  case signedOut
}

public func routeReducer(action: Action, state: Route?) -> Route {
  let state = state ?? .list
  switch action {
  case let show as ShowDetail:
    return .detail(id: show.id)
  case _ as GoBack:
    return .list
  default:
    break
  }
  if let logout = action as? Logout {
    print("signed out everywhere: \(logout.everywhere)")
    return .signedOut
  }
  return state
}

// The commonest ReSwift shape: the action cast to the reducer's own action enum, then switched.
public enum TabAction: Action {
  case select(index: Int)
  case deselect
}

public enum Tab: Equatable {
  case none
  case selected(index: Int)
}

public func tabReducer(_ action: Action, state: Tab?) -> Tab {
  let state = state ?? .none
  guard let action = action as? TabAction else { return state }
  switch action {
  case .deselect: return .none
  case .select(let index): return .selected(index: index)
  }
}
