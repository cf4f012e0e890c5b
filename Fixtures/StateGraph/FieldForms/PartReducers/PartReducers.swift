func spinnerReducer(action: Action, state: AppState?) -> Spinner {
  let state = state ?? AppState()
  switch action {
  case is ShowSpinner:
    return .shown
  case is HideSpinner:
    return Spinner.hidden
  case let failed as SignInFailed:
    return failed.spinner
  default:
    return state.spinner
  }
}

func signInReducer(action: Action, state: AppState?) -> SignInForm {
  var state = state ?? AppState()
  switch action {
  case let changed as EmailChanged:
    state.signIn.email = changed.email
    return state.signIn
  case is SignInStarted:
    state.signIn.phase = .sending
    return state.signIn
  case is SignInFailed:
    state.signIn.phase = .rejected
    return state.signIn
  default:
    return state.signIn
  }
}
