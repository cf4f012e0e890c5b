// Issue 21: ReSwift reducers that pick the action with an if-chain of type tests instead of a
// switch (`if action is T`, `if let action = action as? T`: the event is the type), and that
// rebuild their immutable state with its initializer, whose labels are not always the names of
// the fields they set.
import ReSwift

struct RefreshStops: Action {}
struct StopsLoaded: Action { let stops: [String] }
struct SlotPicked: Action { let slot: Slot }
struct ClearStops: Action {}

enum Slot { case first, second }

// The initializer is declared here: `vehicles:` sets `trackedVehicles`, `reload:` sets
// `needsReload`.
struct StopsState {
  let stops: [String]
  let trackedVehicles: [String]
  let slot: Slot
  let needsReload: Bool

  init(stops: [String] = [], vehicles: [String] = [], slot: Slot, reload: Bool = false) {
    self.stops = stops
    trackedVehicles = vehicles
    self.slot = slot
    needsReload = reload
  }
}

enum StopsReducer {
  static func main(action: Action, state: StopsState?) -> StopsState {
    guard let state else { return StopsState(slot: .first, reload: true) }
    if action is RefreshStops {
      return StopsState(
        stops: state.stops, vehicles: state.trackedVehicles, slot: state.slot, reload: true)
    }
    if let action = action as? StopsLoaded {
      return StopsState(
        stops: action.stops, vehicles: [], slot: state.slot, reload: false)
    }
    if let action = action as? SlotPicked {
      return StopsState(
        stops: state.stops, vehicles: state.trackedVehicles, slot: action.slot,
        reload: state.needsReload)
    }
    return state
  }
}

struct LinesLoaded: Action { let lines: [String] }
struct ToggleMap: Action {}

// `MapState` is declared in another file: `lines:` passing `state.visibleLines` says that the
// label sets that field; `mapShown: state.isMapVisible` the same. `title:` passes another
// field that is itself a label, so it is no name of that field: a value moved between fields.
enum MapReducer {
  static func reduce(action: Action, state: MapState) -> MapState {
    if let loaded = action as? LinesLoaded {
      return MapState(
        lines: loaded.lines, mapShown: state.isMapVisible, title: state.title,
        subtitle: state.title)
    }
    if action is ToggleMap {
      return MapState(
        lines: state.visibleLines, mapShown: !state.isMapVisible, title: state.title,
        subtitle: state.subtitle)
    }
    return state
  }
}
