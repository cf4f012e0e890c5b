// UniFlow 4.x builders: each static function is an event; `initialize.Into<S>` starts the
// feature in S, `actualize.In<S>` changes S in place, `deinitialize.From<S>` ends it.
enum Stopwatch: Feature {
  struct Ticking: FeatureState { var seconds: Int }
}

extension Stopwatch {
  static func start() -> Action {
    initialize.Into<Ticking>.via { become, _ in
      become << Ticking(seconds: 0)
    }
  }

  static func tick() -> Action {
    actualize.In<Ticking>.via { _, current, _ in
      current.seconds += 1
    }
  }

  static func stop() -> Action {
    deinitialize.From<Ticking>.via { _, _ in }
  }
}
