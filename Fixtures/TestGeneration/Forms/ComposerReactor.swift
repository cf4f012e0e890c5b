// A ReactorKit-style reactor that returns copies of its state made through a copy-modify method
// of the state (`state.with { $0.isSending = true }`, as the Then library's `with` does): the
// method hands its closure a copy and returns it changed, so each write is done when `reduce`
// returns. The closure's parameter is `$0` or a name of its own (`draft`); two writes sit under
// a condition on the state, one copies a payload and one sets a list written of literals.
import ReactorKit

public protocol ComposerCopyable {}

extension ComposerCopyable {
  public func with(_ change: (inout Self) -> Void) -> Self {
    var copy = self
    change(&copy)
    return copy
  }
}

public final class ComposerReactor: Reactor {
  public enum Action {
    case send
  }

  public enum Mutation {
    case setText(String)
    case startSending
    case finishSending
    case discard
    case suggest
    case cancel
  }

  public struct State: Equatable, ComposerCopyable {
    public var text = ""
    public var isSending = false
    public var attachments: [String] = []
    public var error: String?
  }

  public let initialState = State()

  public init() {}

  public func reduce(state: State, mutation: Mutation) -> State {
    switch mutation {
    case .setText(let text):
      return state.with { $0.text = text }
    case .startSending:
      return state.with {
        $0.isSending = true
        $0.error = nil
      }
    case .finishSending:
      return state.with { draft in
        draft.isSending = false
        draft.text = ""
      }
    case .discard:
      return state.with { $0.attachments = [] }
    case .suggest:
      return state.with { $0.attachments = ["draft.txt", "notes.txt"] }
    case .cancel:
      guard state.isSending else { return state }
      return state.with {
        $0.isSending = false
        $0.error = "cancelled"
      }
    }
  }
}
