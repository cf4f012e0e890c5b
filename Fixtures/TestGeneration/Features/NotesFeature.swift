// A composable-architecture feature of our own writing whose helpers sit in a `private
// extension` (the feature itself is not private), with literal targets: an empty list, nil, a
// field of a field; and a binding matched by its key path (`.binding(\.$query)`).
import ComposableArchitecture

struct NotesFeature: Reducer {
  struct Popup: Equatable {
    var title = "Popup"
  }

  struct Filters: Equatable {
    var showsArchived = false
    var tag = ""
  }

  struct State: Equatable {
    @BindingState var query = ""
    @BindingState var isSearching = false
    var popup: Popup?
    var notes: [String] = []
    var filters = Filters()
    var isEditing = false
    var isFiltered = false
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case popupDismissed
    case cleared
    case archivedShown
    case editTapped
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.$query):
        state.isFiltered = true
        return .none
      case .binding:
        return .none
      case .popupDismissed:
        state.popup = nil
        return .none
      case .cleared:
        state.notes = []
        return .none
      case .archivedShown:
        state.filters.showsArchived = true
        return .none
      case .editTapped:
        return startEditing(&state)
      }
    }
  }
}

private extension NotesFeature {
  func startEditing(_ state: inout State) -> Effect<Action> {
    state.isEditing = true
    return .none
  }
}
