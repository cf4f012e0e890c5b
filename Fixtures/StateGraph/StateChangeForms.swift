// Issue 21: the ways a reducer changes its state besides `state.x = v`: closures that receive
// the state, helpers called from a `return` and more than one call deep, mutating methods
// declared elsewhere, locks, collections and `#if` blocks.
struct Connection {}

struct NetworkFeature {
  struct State {
    var status: Status = .offline
    var connections: [Connection] = []
    var stack: [String] = []
    var token: String?
    var layout: Layout = .regular
  }
  enum Status { case offline, connecting, online }
  enum Layout { case regular, compact }
  enum Action { case connect, connected, drop, back, prune, logout, rotate, reset }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .connect:
      state.mutate { $0.status = .connecting }
      return .none
    case .connected:
      return markOnline(state: &state)
    case .drop:
      state.connections.removeAll { _ in true }
      state.status = .offline
      return .none
    case .back:
      _ = state.stack.popLast()
      return .none
    case .prune:
      state.trimConnections()
      return .none
    case .logout:
      session.withLock { $0 = nil }
      state.token = nil
      return .none
    case .rotate:
      #if os(iOS)
        state.layout = .compact
      #else
        state.layout = .regular
      #endif
      return .none
    case .reset:
      state.stack.removeAll()
      return .none
    }
  }

  private func markOnline(state: inout State) -> Effect<Action> {
    finishConnecting(&state)
    return .none
  }

  private func finishConnecting(_ current: inout State) {
    current.status = .online
  }
}

final class SessionHolder {
  enum Phase { case active, expired }
  let state = Mutex<Phase?>(nil)
  enum SessionAction { case signIn, expire, signOut }

  func handle(_ action: SessionAction) {
    switch action {
    case .signIn: state.withLock { $0 = .active }
    case .expire: state.withLock { $0 = .expired }
    case .signOut: state.withLock { $0 = nil }
    }
  }
}
