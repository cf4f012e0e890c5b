// Negative: reducer-looking text inside comments and string literals. No machine.
//
// static func reduce(state: inout State, event: Event) {
//   switch event { case .start: state = .running }
// }

/* func reduce(state: State, action: Action) -> State {
     switch (state, action) { case (.idle, .load): return .loading }
   } */

let documentation = """
  func reduce(state: inout State, event: Event) {
    switch event {
    case .start: state = .running
    }
  }
  """

let snippet = "switch (state, action) { case (.idle, .load): return .loading }"
