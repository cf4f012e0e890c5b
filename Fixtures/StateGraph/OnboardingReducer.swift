// Toggl-style reducer closure (seed 001): a struct state changed field by field.
import RxSwift

enum Loadable<Value> {
  case nothing
  case loading
  case loaded(Value)
  case error(Error)
}

struct OnboardingState {
  var user: Loadable<User> = .nothing
  var email: String = ""
  var password: String = ""
  var route: AppRoute = .onboarding
  var attempts = 0
}

enum EmailLoginAction {
  case emailChanged(String)
  case passwordChanged(String)
  case loginTapped
  case setUser(User)
  case setError(Error)
  case reset
}

let emailLoginReducer = Reducer<OnboardingState, EmailLoginAction, UserAPI> { state, action, api in
  switch action {
  case let .emailChanged(email):
    state.email = email

  case let .passwordChanged(password):
    state.password = password

  case .loginTapped:
    state.user = .loading
    state.attempts += 1
    return loadUser(email: state.email, password: state.password, api: api)

  case let .setUser(user):
    state.user = .loaded(user)
    api.setAuth(token: user.apiToken)
    state.route = AppRoute.main(.timer)

  case let .setError(error):
    state.user = .error(error)

  case .reset:
    state.user = .nothing
    state.email = ""
  }
  return .empty
}
