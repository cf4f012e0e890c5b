// A file with a syntax error: the first reducer still reads, the broken one is reported.
enum LampState { case off, on }
enum LampEvent { case toggle, cut }

func reduce(state: LampState, event: LampEvent) -> LampState {
  switch (state, event) {
  case (.off, .toggle): return .on
  case (.on, .toggle): return .off
  case (_, .cut): return .off
  }
}

enum DoorState { case open, closed }
enum DoorEvent { case push, pull }

func reduceDoor(state: DoorState, event: DoorEvent) -> DoorState {
  switch (state, event) {
  case (.closed, .push): return .open
  case (.open, .pull) return .closed
  case (.open, .push: return
}
