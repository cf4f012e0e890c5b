// A TestStore compares states: a state that is not Equatable does not make one.
// expect-error: generic class 'TestStore' requires that 'Plain.State' conform to 'Equatable'
import ComposableArchitecture

struct Plain: Reducer {
  struct State { var count = 0 }
  enum Action { case increment }

  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

@MainActor
func exercise() {
  _ = TestStore(initialState: Plain.State()) { Plain() }
}
