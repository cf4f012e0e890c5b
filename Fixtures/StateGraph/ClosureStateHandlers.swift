// An action handler that owns no state: the view model hands the state to a closure
// (`update(model:) { state in ... }`), and the handler's `typealias State` names its type.
// Both handlers are structs, so the state is not inherited either.

struct DownloadState {
  enum Phase {
    case idle
    case fetching
    case finished
    case failed
  }

  var phase: Phase = .idle
  var progress: Double = 0
}

enum DownloadAction {
  case start
  case cancel
  case complete(succeeded: Bool)
}

protocol StateActionHandler {
  associatedtype State
  associatedtype Action
}

extension StateActionHandler {
  func update(model: HandlerModel<Self>, _ change: (inout State) -> Void) {}
}

final class HandlerModel<Handler: StateActionHandler> {}

struct DownloadActionHandler: StateActionHandler {
  typealias State = DownloadState
  typealias Action = DownloadAction

  func process(action: DownloadAction, in model: HandlerModel<DownloadActionHandler>) {
    switch action {
    case .start:
      update(model: model) { state in
        state.phase = .fetching
      }

    case .cancel:
      reset(in: model)

    case .complete(let succeeded):
      self.update(model: model) { state in
        state.phase = succeeded ? .finished : .failed
      }
    }
  }

  private func reset(in model: HandlerModel<DownloadActionHandler>) {
    update(model: model) { state in
      state.phase = .idle
    }
  }

  /// Not a handler: it switches over nothing and only reads.
  func describe(_ action: DownloadAction) -> String {
    "\(action)"
  }
}

/// A handler whose closures only read the state is no machine.
struct LoggingActionHandler: StateActionHandler {
  typealias State = DownloadState
  typealias Action = DownloadAction

  func process(action: DownloadAction, in model: HandlerModel<LoggingActionHandler>) {
    switch action {
    case .start, .cancel, .complete:
      update(model: model) { state in
        print(state.phase)
      }
    }
  }
}
