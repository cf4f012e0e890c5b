// Network connection: an outer `switch state` with inner `switch event`, a function named
// `transition`, and an RxFeedback-style `reduce:` closure returning new states.
enum ConnectionState {
  case disconnected
  case connecting(attempt: Int)
  case connected
  case backingOff(seconds: Int)
}

enum ConnectionEvent {
  case connect
  case opened
  case closed
  case failed
  case timerFired
}

enum Connection {
  static func transition(from state: ConnectionState, on event: ConnectionEvent) -> ConnectionState {
    switch state {
    case .disconnected:
      switch event {
      case .connect: return .connecting(attempt: 1)
      default: return state
      }
    case .connecting(let attempt):
      switch event {
      case .opened: return .connected
      case .failed: return attempt < 3 ? .connecting(attempt: attempt + 1) : .backingOff(seconds: 30)
      default: return state
      }
    case .connected:
      switch event {
      case .closed, .failed: return .disconnected
      default: return state
      }
    case .backingOff:
      if case .timerFired = event { return .connecting(attempt: 1) }
      return state
    }
  }
}

final class ChatSocket {
  let system: FeedbackSystem<ChatSocket.Phase, ChatSocket.Signal>

  enum Phase { case offline, online, away }

  enum Signal { case wentOnline, wentAway, wentOffline }

  init() {
    system = FeedbackSystem(
      initial: .offline,
      reduce: { state, event in
        switch event {
        case .wentOnline: return .online
        case .wentAway: return state == .online ? .away : state
        case .wentOffline: return .offline
        }
      },
      feedbacks: [])
  }
}
