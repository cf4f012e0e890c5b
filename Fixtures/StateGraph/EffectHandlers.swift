// A processor with two handlers: `receive(_:)` for actions and `perform(_:)` for effects. Both
// change the inherited state, so both are read, as one machine.

struct ExportState {
  enum Stage {
    case choosing
    case exporting
    case done
    case failed
  }

  var stage: Stage = .choosing
  var fileName = ""
}

enum ExportAction {
  case fileNameChanged(String)
  case restart
}

enum ExportEffect {
  case export
  case retry
}

class StateProcessor<State, Action, Effect> {
  var state: State

  init(state: State) { self.state = state }

  func receive(_ action: Action) {}

  func perform(_ effect: Effect) async {}
}

final class ExportProcessor: StateProcessor<ExportState, ExportAction, ExportEffect> {
  override func receive(_ action: ExportAction) {
    switch action {
    case .fileNameChanged(let name):
      state.fileName = name
    case .restart:
      state.stage = .choosing
    }
  }

  override func perform(_ effect: ExportEffect) async {
    switch effect {
    case .export, .retry:
      state.stage = .exporting
      if await write() {
        state.stage = .done
      } else {
        state.stage = .failed
      }
    }
  }

  private func write() async -> Bool { true }
}
