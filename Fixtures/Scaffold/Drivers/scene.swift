// Runs the generated Login reducer, routes and State properties; prints "ok" when all hold.
var failures = 0
func expect(_ condition: Bool, _ message: String) {
  if !condition {
    print("FAIL: \(message)")
    failures += 1
  }
}

var state = LoginStore.State.idle
expect(state.isIdle && !state.isSubmitting && !state.isFailed, "idle: only isIdle is true")
expect(state.submitting == nil && state.failed == nil, "idle: no payloads")

let credentials = Credentials(user: "jane", password: "secret")
LoginStore.reduce(state: &state, action: .submit(credentials))
expect(state.isSubmitting && !state.isIdle, "submit(credentials) leads to submitting")
expect(state.submitting == credentials, "submitting carries the credentials")

LoginStore.reduce(state: &state, action: .cancel)
expect(state.isIdle, "cancel leads to idle")
LoginStore.reduce(state: &state, action: .showHelp)
expect(state.isIdle, "showHelp leads to idle")

state = .failed(message: "offline")
expect(state.isFailed && state.failed == "offline", "failed carries its message")
expect(state.submitting == nil, "failed: no credentials")

expect(LoginStore.route(for: .showHelp) == .showHelp, "showHelp asks for the showHelp route")
expect(LoginStore.route(for: .cancel) == nil, "cancel asks for no route")
expect(LoginStore.route(for: .submit(credentials)) == nil, "submit asks for no route")
expect(LoginStore.route(for: LoginStore.State.idle) == nil, "states ask for no route")

print(failures == 0 ? "ok" : "\(failures) failure(s)")
