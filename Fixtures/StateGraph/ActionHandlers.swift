// Issue 21: view models and processors whose action handler (any name) switches over an action
// and changes a `state` they store or inherit; handlers that return the next state; a
// `switch (self, action)` on the state enum setting `let next`.
struct LoginState {
  var email = ""
  var isLoading = false
  var phase: LoginPhase = .editing
}
enum LoginPhase { case editing, submitting, failed }
enum LoginAction { case emailChanged(String), loginTapped, loginFailed, dismissError }
enum LoginEffect { case appeared }

final class LoginProcessor: StateProcessor<LoginState, LoginAction, LoginEffect> {
  override func receive(_ action: LoginAction) {
    switch action {
    case .emailChanged(let email):
      state.email = email
    case .loginTapped:
      state.isLoading = true
      state.phase = .submitting
    case .loginFailed:
      state.isLoading = false
      state.phase = .failed
    case .dismissError:
      state.phase = .editing
    }
  }
}

enum RoomsViewAction { case select(String), showInvites, closeInvites }

final class RoomsScreenViewModel: RoomsScreenViewModelType {
  override func process(viewAction: RoomsViewAction) {
    switch viewAction {
    case .select(let id):
      state.selectedRoom = id
    case .showInvites:
      state.bindings.isShowingInvites = true
    case .closeInvites:
      state.bindings.isShowingInvites = false
    }
  }
}

enum PlaybackState { case idle, buffering, playing }
enum PlaybackAction { case play, ready, stop }

final class PlaybackController {
  private(set) var state: PlaybackState = .idle

  func respond(to action: PlaybackAction) -> PlaybackState {
    switch (state, action) {
    case (.idle, .play): return .buffering
    case (.buffering, .ready): return .playing
    case (_, .stop): return .idle
    default: return state
    }
  }
}

enum Turnstile {
  case locked, unlocked, broken
}
enum TurnstileAction { case coin, push, kick, repair }

extension Turnstile {
  mutating func handle(_ action: TurnstileAction) {
    let next: Turnstile
    switch (self, action) {
    case (.locked, .coin): next = .unlocked
    case (.unlocked, .push): next = .locked
    case (_, .kick): next = .broken
    case (.broken, .repair): next = .locked
    default: next = self
    }
    self = next
  }
}

// The handler changes the inherited state only through helpers, one in a `Task`; a set of
// states is not the state.
enum SignInViewAction { case submit, reset }
enum SyncState { case syncing }

final class SignInScreenViewModel: SignInScreenViewModelType {
  private var activeSyncs: Set<SyncState> = []
  private var task: Task<Void, Never>?

  override func process(viewAction: SignInViewAction) {
    switch viewAction {
    case .submit: submit()
    case .reset: state.phase = .editing
    }
  }

  private func submit() {
    activeSyncs.insert(.syncing)
    startLoading()
    task = Task {
      await MainActor.run { self.state.phase = .signedIn }
    }
  }

  private func startLoading() { state.isLoading = true }
}

// The state's own method with a defaulted extra parameter, returning `State` (an alias of
// `Self`) through a `let nextState: State` set in each case; `return self` is no edge.
enum Elevator {
  case idle(floor: Int), moving(to: Int), doorsOpen
}
enum ElevatorAction { case call(Int), arrived, close }

extension Elevator {
  typealias State = Self

  func transition(on action: ElevatorAction, _ logging: Bool = false) throws -> State {
    let nextState: State
    switch (self, action) {
    case (.idle, .call(let floor)):
      nextState = .moving(to: floor)
    case (.moving, .arrived):
      nextState = .doorsOpen
    case (.doorsOpen, .close):
      nextState = .idle(floor: 0)
    case (.moving, .call):
      return self
    default:
      throw ElevatorError.invalid
    }
    return nextState
  }
}
