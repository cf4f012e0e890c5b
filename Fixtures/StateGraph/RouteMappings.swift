// Issue 21: machines registered with a machine object as closures over an event and a state,
// in any order and under any name that says so (`fromState`, `currentState`).
enum DoorState { case closed, opening, open, closing, jammed }
enum DoorEvent { case push, pull, finished, blocked }

final class DoorController {
  let machine = RouteMachine<DoorState, DoorEvent>(initial: .closed)

  func configure() {
    machine.addRouteMapping { event, fromState, userInfo in
      switch (fromState, event) {
      case (.closed, .push): return .opening
      case (.opening, .finished): return .open
      case (.open, .pull): return .closing
      case (.closing, .finished): return .closed
      case (.opening, .blocked), (.closing, .blocked): return .jammed
      default: return nil
      }
    }
  }
}

enum KettleState { case cold, heating, boiling }
enum KettleEvent { case switchOn, reachedBoil, switchOff }

final class KettleController {
  let machine = RouteMachine<KettleState, KettleEvent>(initial: .cold)

  func configure() {
    // The state first, the event second, the next state optional.
    machine.addHandler { currentState, event -> KettleState? in
      switch event {
      case .switchOn where currentState == .cold: return .heating
      case .reachedBoil: return currentState == .heating ? .boiling : nil
      case .switchOff: return .cold
      default: return nil
      }
    }
  }
}

// A route table: `addRoutes(event:transitions:)` with `from => to` pairs, `.any` for any state;
// the machine starts where its object is built.
enum LampState { case off, dim, bright }
enum LampEvent { case press, hold, unplug }

final class LampController {
  private var machine = RouteMachine<LampState, LampEvent>(state: .off)

  init() {
    machine.addRoutes(event: .press, transitions: [.off => .dim, .dim => .bright, .bright => .off])
    machine.addRoutes(event: .hold, transitions: [.off => .bright]) { _ in true }
    machine.addRoutes(event: .unplug, transitions: [.any => .off])
    machine.addRoute(.bright => .dim)
  }
}
