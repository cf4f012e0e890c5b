// Square Workflow: an action enum applies itself to the state; `makeInitialState` gives the
// initial state.
struct LoginWorkflow {
  struct State { var step: Step; var name: String }

  enum Step { case welcome, entering, signedIn }

  func makeInitialState() -> State {
    State(step: .welcome, name: "")
  }
}

extension LoginWorkflow {
  enum Action {
    case begin
    case nameChanged(String)
    case submit

    func apply(toState state: inout LoginWorkflow.State) -> Output? {
      switch self {
      case .begin:
        if case .welcome = state.step { state.step = .entering }
      case let .nameChanged(name):
        state.name = name
      case .submit:
        guard state.step == .entering else { return nil }
        state.step = .signedIn
      }
      return nil
    }
  }
}
