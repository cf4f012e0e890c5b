// Runs the generated AuthService reducer and State properties; prints "ok" when all hold.
var failures = 0
func expect(_ condition: Bool, _ message: String) {
  if !condition {
    print("FAIL: \(message)")
    failures += 1
  }
}

var state = AuthService.State.initial
expect(state.isIdle && !state.isAuthenticating, "starts idle")

let credentials = Credentials(user: "jane", password: "secret")
AuthService.State.reduce(state: &state, event: .action(.authenticate(credentials)))
expect(state.isAuthenticating && state.authenticating == credentials, "authenticate leads to authenticating")

let token = Token(value: "t0k3n")
AuthService.State.reduce(state: &state, event: .didAuthenticate(token))
expect(state.isAuthenticated && state.authenticated == token, "didAuthenticate leads to authenticated")
expect(state.authenticating == nil, "authenticated: no credentials")

AuthService.State.reduce(state: &state, event: .didFail(message: "denied"))
expect(state.isFailed && state.failed == "denied", "didFail leads to failed with its message")

AuthService.State.reduce(state: &state, event: .action(.logout))
expect(state.isIdle, "logout leads to idle")

print(failures == 0 ? "ok" : "\(failures) failure(s)")
