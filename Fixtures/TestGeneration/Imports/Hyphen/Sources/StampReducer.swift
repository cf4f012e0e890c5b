// A reducer of the hyphen-named app: its tests import the module as Xcode names it.
enum StampState: Equatable {
  case blank
  case stamped
}

enum StampEvent {
  case stamp
  case erase
}

func reduceStamp(_ state: StampState, _ event: StampEvent) -> StampState {
  switch (state, event) {
  case (.blank, .stamp): return .stamped
  case (.stamped, .erase): return .blank
  default: return state
  }
}
