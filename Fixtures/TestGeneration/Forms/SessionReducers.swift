// ReSwift reducers over a struct state, and reducer closures held by a property whose type is a
// type alias: ReSwift's `Reducer<State>`, or a function type the app names itself.
import ReSwift

public enum Theme: Equatable {
  case light
  case dark
}

public struct SessionState: StateType, Equatable {
  public var user: String = ""
  public var theme: Theme = .light
  public var isOnline = false
  public var unread = 0
  public init() {}
}

public struct SignIn: Action {
  public var name: String
  public init(name: String) { self.name = name }
}
public struct PickTheme: Action {
  public var theme: Theme
  public init(theme: Theme) { self.theme = theme }
}
public struct Connect: Action {
  public init() {}
}
public struct CountUnread: Action {
  public var count: Int
  public init(count: Int) { self.count = count }
}

// Struct actions matched by type write the fields of a struct state from what they carry.
public func sessionReducer(action: Action, state: SessionState?) -> SessionState {
  var state = state ?? SessionState()
  switch action {
  case let signIn as SignIn:
    state.user = signIn.name
  case let picked as PickTheme:
    state.theme = picked.theme
  case _ as Connect:
    state.isOnline = true
  default:
    break
  }
  if let counted = action as? CountUnread {
    state.unread = counted.count
  }
  return state
}

// A closure held by a property of ReSwift's own `Reducer<State>` type: `(Action, State?) -> State`.
public enum Badge: Equatable {
  case hidden
  case shown(count: Int)
}
public struct ShowBadge: Action {
  public var count: Int
  public init(count: Int) { self.count = count }
}
public struct HideBadge: Action {
  public init() {}
}

public let badgeReducer: Reducer<Badge> = { action, state in
  let state = state ?? .hidden
  switch action {
  case let shown as ShowBadge:
    return .shown(count: shown.count)
  case _ as HideBadge:
    return .hidden
  default:
    return state
  }
}

// A closure held through a function type the app names: `nil` keeps the state.
public enum Drawer: Equatable {
  case closed
  case open
  case pinned
}
public enum DrawerAction {
  case toggle
  case pin
}
public typealias DrawerReducer = (Drawer, DrawerAction) -> Drawer?

public let drawerReducer: DrawerReducer = { state, action in
  switch (state, action) {
  case (.closed, .toggle): return .open
  case (.open, .toggle): return .closed
  case (.open, .pin): return .pinned
  default: return nil
  }
}
