// The ReactorKit stand-in accepts a reactor class and the call the generated tests make.
import ReactorKit

final class CounterReactor: Reactor {
  enum Action { case increase }
  enum Mutation { case increaseValue }
  struct State { var value = 0 }

  let initialState = State()

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .increaseValue: state.value += 1
    }
    return state
  }
}

func check() -> Int {
  CounterReactor().reduce(state: CounterReactor().initialState, mutation: .increaseValue).value
}
