// Issue 31, a form seen in the field: a ReSwift reducer that hands its state to free helpers
// declared in another file (`state = applyMove(state: state, action: action)`). What the helper
// does to the copy it returns is the case's change, wherever the helper is declared.
struct PuzzleState {
  var jars: [Jar] = []
  var moves = 0
  var solved = false
}

struct Jar {
  var beads: [Int] = []
}

struct MoveBead: Action {
  let from: Int
  let to: Int
}

struct RestartPuzzle: Action {}

struct Undo: Action {}

func puzzleReducer(action: Action, state: PuzzleState?) -> PuzzleState {
  var state = state ?? PuzzleState()
  switch action {
  case let move as MoveBead:
    state = applyMove(state: state, move: move)
  case is RestartPuzzle:
    state = restarted(state)
  case is Undo:
    state = countedOnly(state)
  default:
    break
  }
  return state
}
