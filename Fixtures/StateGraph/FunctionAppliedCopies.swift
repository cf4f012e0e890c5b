// An app-made store's reducer closure that builds each new state with a free function handed
// the state and a closure setting fields of its parameter (`modify(state) { $0.email = text }`);
// the function is declared in a package outside the run.
struct SignInState {
  var email: String
  var password: String
  var isSigningIn: Bool
  var failure: String?
}

enum SignInAction {
  case emailChanged(String)
  case passwordChanged(String)
  case signInStarted
  case signInFailed(String)
  case dismissFailure
  case submitTapped
}

enum SignInModel {
  static var reducer: (SignInState, SignInAction) -> SignInState {
    return { state, action in
      switch action {
      case .emailChanged(let text):
        return modify(state) {
          $0.email = text
        }
      case .passwordChanged(let text):
        return modify(state) { draft in
          draft.password = text
          draft.failure = nil
        }
      case .signInStarted:
        return modify(state) { $0.isSigningIn = true }
      case .signInFailed(let message):
        return modify(state) {
          $0.isSigningIn = false
          $0.failure = message
        }
      case .dismissFailure:
        return modify(state) { $0.failure = nil }
      case .submitTapped:
        return state
      }
    }
  }
}
