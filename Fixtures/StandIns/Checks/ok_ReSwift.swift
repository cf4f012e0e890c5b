// The ReSwift stand-in accepts a free reducer over type-matched actions.
import ReSwift

struct Increase: Action { var by: Int }

func counterReducer(action: Action, state: Int?) -> Int {
  let state = state ?? 0
  switch action {
  case let increase as Increase: return state + increase.by
  default: return state
  }
}

let reducer: Reducer<Int> = counterReducer
