// A class machine of our own writing, not isolated to the main actor, whose method writes the
// state and then starts a task isolated to the main actor that writes it again
// (`Task { @MainActor in … }`), as view models hand a sign-in's result back to the main actor.
// Its tests run on the main actor: the task then runs only when the test awaits, so the state
// read right after `signIn()` is the method's own write, never the task's. The task's write is
// drawn from `.signingIn`, a state the method does not start the task from: it gets no test.

final class SignInPanel {
  enum Phase: Equatable {
    case idle
    case signingIn
    case signedIn
  }

  var state: Phase = .idle

  func signIn() {
    state = .signingIn
    Task { @MainActor in
      self.state = .signedIn
    }
  }

  func signOut() {
    state = .idle
  }
}
