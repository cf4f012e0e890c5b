// A CombineFeedback-style factory: `static func reducer() -> Reducer<State, Event>` whose closure
// changes the state in place.
import CombineFeedback

public enum Stopwatch {
  public enum State: Equatable {
    case idle
    case running(lap: Int)
    case stopped
  }

  public enum Event {
    case start
    case lap
    case stop
    case reset
  }

  public static func reducer() -> Reducer<State, Event> {
    .init { state, event in
      switch (state, event) {
      case (.idle, .start): state = .running(lap: 0)
      case (.running(let lap), .lap): state = .running(lap: lap + 1)
      case (.running, .stop): state = .stopped
      case (.stopped, .reset): state = .idle
      default: break
      }
    }
  }
}
