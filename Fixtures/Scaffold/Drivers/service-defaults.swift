// Runs the reducer and State properties of `archgen service Auth` with the default case lists.
var failures = 0
func expect(_ condition: Bool, _ message: String) {
  if !condition {
    print("FAIL: \(message)")
    failures += 1
  }
}

var state = AuthService.State.initial
expect(state.isIdle, "starts idle")
AuthService.State.reduce(state: &state, event: .action(.load))
expect(state.isLoading, "load leads to loading")
AuthService.State.reduce(state: &state, event: .didFail(message: "offline"))
expect(state.isFailed && state.failed == "offline", "didFail leads to failed with its message")
AuthService.State.reduce(state: &state, event: .action(.reset))
expect(state.isIdle, "reset leads to idle")

print(failures == 0 ? "ok" : "\(failures) failure(s)")
