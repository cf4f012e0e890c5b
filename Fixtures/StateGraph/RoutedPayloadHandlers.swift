// A reducer that routes each wrapper case's payload to a handler of its own in the same file
// (`case .screen(let action): return handleScreen(action, state: &state)`): each handler
// switches over the payload, so its cases are events under the wrapper (`screen.tapSave`).

struct ComposerFeature {
  struct State {
    enum Phase {
      case editing
      case saving
      case saved
    }

    var phase: Phase = .editing
    var draft = ""
    var showsHelp = false
  }

  enum Action {
    case screen(ScreenAction)
    case response(ResponseAction)
    case tick

    enum ScreenAction {
      case tapSave
      case tapHelp
      case typed(String)
    }

    enum ResponseAction {
      case saved
      case failed
    }
  }

  func reduce(into state: inout State, action: Action) -> Effect {
    switch action {
    case .screen(let screenAction):
      return handleScreen(screenAction, state: &state)
    case .response(let action):
      // The payload's name shadows the action's: it is still the payload.
      return handleResponse(action, state: &state)
    case .tick:
      return .none
    }
  }

  private func handleScreen(_ action: Action.ScreenAction, state: inout State) -> Effect {
    switch action {
    case .tapSave:
      state.phase = .saving
      return .save
    case .tapHelp:
      state.showsHelp = true
      return .none
    case .typed(let text):
      state.draft = text
      return .none
    }
  }

  private func handleResponse(_ action: Action.ResponseAction, state: inout State) -> Effect {
    switch action {
    case .saved:
      state.phase = .saved
    case .failed:
      state.phase = .editing
    }
    return .none
  }
}

enum Effect {
  case none
  case save
}
