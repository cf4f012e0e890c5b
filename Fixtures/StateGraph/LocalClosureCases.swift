import ReSwift

// A reducer that keeps one local closure per action and returns what the matched one returns:
// each case is what its closure does to the state it captures.

struct TrackState {
  var points: [Point] = []
  var isTracking = false
  var dropped = 0
}

struct AddPoint: Action { let point: Point }
struct SetTracking: Action { let on: Bool }
struct ToggleTracking: Action {}
struct ClearTrack: Action {}

func trackReducer(action: Action, state: TrackState?) -> TrackState {
  var state = state ?? TrackState()

  let addPoint = { (action: AddPoint) -> TrackState in
    guard state.isTracking else {
      state.dropped += 1
      return state
    }
    state.points.append(action.point)
    return state
  }

  let setTracking = { (action: SetTracking) -> TrackState in
    state.isTracking = action.on
    return state
  }

  let toggle = { () -> TrackState in
    state.isTracking = !state.isTracking
    return state
  }

  switch action {
  case let action as AddPoint:
    return addPoint(action)
  case let action as SetTracking:
    return setTracking(action)
  case is ToggleTracking:
    return toggle()
  case is ClearTrack:
    state.points = []
    return state
  default:
    return state
  }
}
