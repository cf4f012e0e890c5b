// The Actomaton stand-in accepts a reducer in a computed property and the call the generated
// tests make.
import Actomaton

enum Light: Equatable { case on, off }
enum Switch: Sendable { case flip }

var lightReducer: Reducer<Switch, Light, Void> {
  Reducer { action, state, _ in
    switch action {
    case .flip: state = state == .on ? .off : .on
    }
    return .empty
  }
}

func check() {
  var state = Light.off
  _ = lightReducer.run(.flip, &state, ())
}
