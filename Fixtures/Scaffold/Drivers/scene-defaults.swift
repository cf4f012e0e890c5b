// Runs the reducer and State properties of `archgen scene Login` with the default case lists.
var failures = 0
func expect(_ condition: Bool, _ message: String) {
  if !condition {
    print("FAIL: \(message)")
    failures += 1
  }
}

var state = LoginStore.State.idle
expect(state.isIdle && !state.isLoading && !state.isLoaded && !state.isFailed, "idle checks")
LoginStore.reduce(state: &state, action: .load)
expect(state.isLoading, "load leads to loading")
LoginStore.reduce(state: &state, action: .dismiss)
expect(state.isIdle, "dismiss leads to idle")
state = .failed(message: "offline")
expect(state.failed == "offline" && state.isFailed, "failed carries its message")
expect(LoginStore.route(for: .dismiss) == .dismiss, "dismiss asks for the dismiss route")
expect(LoginStore.route(for: .load) == nil, "load asks for no route")

print(failures == 0 ? "ok" : "\(failures) failure(s)")
