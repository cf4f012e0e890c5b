func applyMove(state: PuzzleState, move: MoveBead) -> PuzzleState {
  var state = state
  var source = state.jars[move.from].beads
  let bead = source.popLast()
  state.jars[move.from].beads = source
  state.solved = false
  logMove(bead)
  return state
}

func restarted(_ state: PuzzleState) -> PuzzleState {
  var copy = state
  copy.moves = 0
  copy.solved = false
  return copy
}

/// Reads the state and returns it as it was: no change to draw.
func countedOnly(_ state: PuzzleState) -> PuzzleState {
  logMove(state.moves)
  return state
}

func logMove(_ value: Int?) {}
