// The player module: a composable-architecture feature whose state holds the catalog's `Track`.
import Catalog
import ComposableArchitecture

struct QueueFeature: Reducer {
  struct State: Equatable {
    var current: Track?
    var quality: Quality = .low
    var upcoming: [Track] = []
  }

  enum Action {
    case enqueue(Track)
    case playNow(Track)
    case upgrade
    case clear
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .enqueue(track):
        state.upcoming.append(track)
        return .none
      case let .playNow(track):
        state.current = track
        return .none
      case .upgrade:
        state.quality = .high
        return .none
      case .clear:
        state.current = nil
        return .none
      }
    }
  }
}
