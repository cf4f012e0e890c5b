// ReactorKit: `reduce(state:mutation:)` on a copy of a struct state, fields set from payloads.
import ReactorKit

final class FeedReactor: Reactor {
  enum Action {
    case refresh
    case loadNextPage
  }

  enum Mutation {
    case setLoading(Bool)
    case setPosts([Post])
    case appendPosts([Post])
    case setError(Error?)
  }

  struct State {
    var isLoading = false
    var posts: [Post] = []
    var error: Error?
  }

  let initialState = State()

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .refresh:
      return .concat(.just(.setLoading(true)), api.posts().map(Mutation.setPosts))
    case .loadNextPage:
      return api.nextPage().map(Mutation.appendPosts)
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var newState = state
    switch mutation {
    case let .setLoading(isLoading):
      newState.isLoading = isLoading
    case let .setPosts(posts):
      newState.posts = posts
      newState.isLoading = false
      newState.error = nil
    case let .appendPosts(posts):
      newState.posts.append(contentsOf: posts)
    case let .setError(error):
      newState.error = error
      newState.isLoading = false
    }
    return newState
  }
}
