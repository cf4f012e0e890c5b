// A ReactorKit-style reactor whose `State` and `Mutation` are type aliases of types declared
// beside it (`typealias State = MailboxState`), with literal targets: an empty list, nil, and a
// field of a field.
import ReactorKit

public enum MailboxMutation {
  case setLoading(Bool)
  case clear
  case deselect
  case endPaging
  case markAllRead
}

public struct MailboxPaging: Equatable {
  public var hasMore = true
  public var page = 1
}

public struct MailboxState: Equatable {
  public var isLoading = false
  public var messages: [String] = []
  public var selected: Int?
  public var paging = MailboxPaging()
  public var unread = 3
}

public final class MailboxReactor: Reactor {
  public enum Action {
    case refresh
  }

  public typealias Mutation = MailboxMutation
  public typealias State = MailboxState

  public let initialState = State()

  public init() {}

  public func reduce(state: State, mutation: Mutation) -> State {
    var newState = state
    switch mutation {
    case .setLoading(let isLoading):
      newState.isLoading = isLoading
    case .clear:
      newState.messages = []
    case .deselect:
      newState.selected = nil
    case .endPaging:
      newState.paging.hasMore = false
    case .markAllRead:
      newState.unread = 0
    }
    return newState
  }
}
