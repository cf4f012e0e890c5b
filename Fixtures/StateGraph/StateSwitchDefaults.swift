// A switch over the old state whose `default` goes back to the start: the default runs from
// every case the switch does not list (here `locked` and `done`), not from any state.

enum EnrollmentState {
  case notStarted
  case scanning
  case confirming
  case locked
  case done
}

enum EnrollmentEvent {
  case begin
  case scanned
  case confirm
}

struct EnrollmentResolver {
  func resolve(oldState: EnrollmentState, event: EnrollmentEvent) -> EnrollmentState {
    switch oldState {
    case .notStarted:
      guard case .begin = event else { return oldState }
      return .scanning
    case .scanning:
      guard case .scanned = event else { return oldState }
      return .confirming
    case .confirming:
      guard case .confirm = event else { return oldState }
      return .done
    default:
      return .notStarted
    }
  }
}
