// A ReactorKit-style reactor: a class whose initializer takes values, and
// `reduce(state:mutation:)`.
import ReactorKit

public final class TicketReactor: Reactor {
  public enum Action {
    case submit
  }

  public enum Mutation {
    case setSubmitting
    case setAccepted(number: Int)
    case setRejected
    case reopen
  }

  public enum State: Equatable {
    case draft
    case submitting
    case accepted(number: Int)
    case rejected
  }

  public let initialState: State
  let title: String

  public init(title: String, priority: Int) {
    self.title = title
    self.initialState = priority > 0 ? .draft : .rejected
  }

  public func reduce(state: State, mutation: Mutation) -> State {
    switch (state, mutation) {
    case (.draft, .setSubmitting): return .submitting
    case (.submitting, .setAccepted(let number)): return .accepted(number: number)
    case (.submitting, .setRejected): return .rejected
    case (.rejected, .reopen): return .draft
    default: return state
    }
  }
}
