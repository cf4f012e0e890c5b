// A reducer of our own writing whose write is a value that gives itself a random id: `Trigger`
// holds a `Token` built with `.init()`, whose initializer defaults its raw value to a fresh
// UUID. A test that builds `Trigger()` itself never equals the one the reducer wrote, so that
// write is not expected; `isSignedIn` is.
import Foundation

struct Token: Equatable {
  let raw: String

  init(_ raw: String = UUID().uuidString) { self.raw = raw }
}

struct Trigger: Equatable {
  let token: Token = .init()
}

struct SignOutState {
  var isSignedIn = false
  var signOutTrigger: Trigger?
}

enum SignOutAction {
  case signIn
  case signOut
}

func signOutReducer(state: SignOutState, action: SignOutAction) -> SignOutState {
  var state = state
  switch action {
  case .signIn:
    state.isSignedIn = true
  case .signOut:
    state.signOutTrigger = Trigger()
  }
  return state
}
