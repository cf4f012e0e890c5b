// A composable-architecture feature of our own writing whose actions return effects that send
// actions back: `.send(.loaded(count: 3))` and `.run { send in await send(.cleared) }`. Its tests
// receive them after the `send` (`await store.receive(.loaded(count: 3)) { ... }`), which the
// stand-in's `TestStore` runs.
import ComposableArchitecture

struct InboxFeature: Reducer {
  struct State: Equatable {
    var isLoading = false
    var unread = 0
    var banner: String?
  }

  enum Action: Equatable {
    case refresh
    case markAllRead
    case loaded(count: Int)
    case cleared
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refresh:
        state.isLoading = true
        return .send(.loaded(count: 3))
      case .markAllRead:
        state.banner = "Marking"
        return .run { send in
          await send(.cleared)
        }
      case let .loaded(count):
        state.isLoading = false
        state.unread = count
        return .none
      case .cleared:
        state.unread = 0
        state.banner = nil
        return .none
      }
    }
  }
}
