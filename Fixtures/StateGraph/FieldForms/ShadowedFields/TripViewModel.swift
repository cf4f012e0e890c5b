// Issue 31, a form seen in the field: a view model whose handler's helpers rebuild the state
// through methods declared in another file, each a memberwise initializer given one new value
// (`func withDate(_ date: Int) -> TripState { TripState(name: name, date: date, ...) }`). The
// parameter shadows the field of its name: `date: date` passes the new value, not the old one.
// The state is typed through the class's own alias (`var state: State`).
import Combine

enum TripAction {
  case rename(String)
  case reschedule(Int)
  case archive
  case showPicker(Bool)
}

final class TripViewModel: ObservableObject {
  typealias State = TripState

  @Published private(set) var state: State

  init(state: State) {
    self.state = state
  }

  func send(_ action: TripAction) {
    switch action {
    case let .rename(name): rename(name)
    case let .reschedule(date): reschedule(date)
    case .archive: state = state.withStatus(.archived)
    case let .showPicker(isShown): state = state.withPicker(isShown)
    }
  }

  private func rename(_ name: String) {
    state = state.withName(name)
  }

  private func reschedule(_ date: Int) {
    state = state.withDate(date).withPicker(false)
  }
}
