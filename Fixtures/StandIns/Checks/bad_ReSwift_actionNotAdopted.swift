// A value of a type that does not adopt `Action` is not an action.
import ReSwift

struct Increase { var by: Int }

func counterReducer(action: Action, state: Int?) -> Int { state ?? 0 }

let next = counterReducer(action: Increase(by: 1), state: nil)
// expect-error: does not conform to expected type 'Action'
