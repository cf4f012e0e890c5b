// Issue 21 point 1: a class holding its state, whose helpers return the next state.
enum LinkConstants {
  static let help = "https://example.com/help"
}

enum GestureState {
  case idle, pressing, longPress, dragging, dropped
}

enum GestureEvent {
  case began, held, moved, ended, cancelled
}

final class GestureMachine {
  private var state: GestureState = .idle
  private var helpURL: String?
  private var travelled = 0.0

  func process(event: GestureEvent) {
    switch (state, event) {
    case (.idle, .began):
      state = .pressing
    case (.pressing, .held):
      state = .longPress
    case (.longPress, .held):
      state = .longPress
    case (.pressing, .moved), (.longPress, .moved):
      state = afterMove()
    case (.dragging, .ended):
      state = afterDrop(travelled: travelled)
    case (_, .cancelled):
      helpURL = LinkConstants.help
      state = .idle
    default:
      break
    }
  }

  private func afterMove() -> GestureState {
    travelled += 1
    guard travelled > 10 else { return state }
    return .dragging
  }

  private func afterDrop(travelled: Double) -> GestureState {
    travelled > 100 ? .dropped : .idle
  }
}
