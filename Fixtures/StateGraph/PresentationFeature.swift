// Issue 11 point 3: composable-architecture composition: a presented child dismissed through
// `.ifLet`, several `Reduce` blocks in one body, and an `.onChange` body.
import ComposableArchitecture

@Reducer
struct InboxFeature {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var filter: Filter = .all
    var unread = 0
  }

  enum Filter { case all, unread, flagged }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case composeTapped
    case filterTapped(Filter)
    case refreshed(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .composeTapped:
        state.destination = .compose(ComposeFeature.State())
        return .none
      case let .filterTapped(filter):
        state.filter = filter
        return .none
      case .destination, .refreshed:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
    Reduce { state, action in
      switch action {
      case let .refreshed(count):
        state.unread = count
        return .none
      default:
        return .none
      }
    }
    .onChange(of: \.unread) { _, unread in
      Reduce { state, _ in
        switch state.filter {
        case .unread where unread == 0:
          state.filter = .all
          return .none
        default:
          return .none
        }
      }
    }
  }
}
