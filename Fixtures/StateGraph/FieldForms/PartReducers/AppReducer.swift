// Issue 31, a form seen in the field: ReSwift reducers of one part of the state, each handed the
// whole state and returning the part's new value (`-> Spinner`), leaving it as it was with
// `return state.spinner`. The part is the machine's state, whatever the functions are called.
struct AppState {
  var spinner: Spinner = .hidden
  var signIn = SignInForm()
}

enum Spinner { case shown, hidden }

struct SignInForm {
  enum Phase { case editing, sending, rejected }

  var email = ""
  var phase: Phase = .editing
}

struct ShowSpinner: Action {}
struct HideSpinner: Action {}
struct EmailChanged: Action { let email: String }
struct SignInStarted: Action {}
struct SignInFailed: Action { let spinner: Spinner }

func appReducer(action: Action, state: AppState?) -> AppState {
  var state = state ?? AppState()
  state.spinner = spinnerReducer(action: action, state: state)
  state.signIn = signInReducer(action: action, state: state)
  return state
}
