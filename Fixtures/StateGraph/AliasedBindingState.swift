// A reducer whose `State` is a typealias of a struct declared beside it: the struct's
// `@BindingState` fields are the ones `BindingReducer()` writes, one edge each.

import ComposableArchitecture

struct SignUpFormState: Equatable {
  @BindingState var email = ""
  @BindingState var acceptsTerms = false
  var isSubmitting = false
}

enum SignUpFormAction: BindableAction {
  case binding(BindingAction<SignUpFormState>)
  case submitTapped
  case finished
}

struct SignUpFormReducer: ReducerProtocol {
  typealias State = SignUpFormState
  typealias Action = SignUpFormAction

  var body: some ReducerProtocol<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .submitTapped:
        state.isSubmitting = true
        return .none
      case .finished:
        state.isSubmitting = false
        return .none
      }
    }
  }
}
