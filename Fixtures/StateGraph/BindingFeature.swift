// Issue 11 point 3: `BindingReducer()` beside a `Reduce` block: the view writes the bindable
// fields directly, drawn as `* -> field=? : binding`.
import ComposableArchitecture

@Reducer
struct ProfileEditor {
  struct State: Equatable {
    @BindingState var nickname = ""
    @BindingState var isPublic = false
    var isSaving = false
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case saveTapped
    case saved
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .saveTapped:
        state.isSaving = true
        return .none
      case .saved:
        state.isSaving = false
        return .none
      }
    }
  }
}

/// An observable state binds every field: one edge to `?`, on the nested action's bindings.
@Reducer
struct SearchBox {
  @ObservableState
  struct State: Equatable {
    var query = ""
    var isSearching = false
  }

  enum Action {
    case view(View)
    case results

    enum View: BindableAction {
      case binding(BindingAction<State>)
      case submit
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .view(.submit):
        state.isSearching = true
        return .none
      case .view(.binding), .results:
        return .none
      }
    }
  }
}
