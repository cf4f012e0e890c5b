// A composable-architecture feature of our own writing whose action sends another back, and
// the case of the action sent back reads a dependency only through the feature's methods
// (`settle` calls `clamp`, which asks the `sensor`, a key with only a `liveValue`). A test
// store runs the action sent back through the reducer while the test runs, so the test of
// `dial` reads the sensor and needs a value for it; `reset` does not: it asks the sensor only
// inside the effect its method returns (`report`), which the test leaves; nor does `calibrate`,
// whose case calls `probe` (which asks the sensor) only inside the `.run` it returns. Not built
// in CI (the placeholder).
import ComposableArchitecture

struct Sensor {
  var limit: @Sendable () -> Int
}

extension Sensor: DependencyKey {
  static let liveValue = Self(limit: { 30 })
}

extension DependencyValues {
  var sensor: Sensor {
    get { self[Sensor.self] }
    set { self[Sensor.self] = newValue }
  }
}

@Reducer
struct ThermostatFeature {
  struct State: Equatable {
    var target = 20
    var isAdjusting = false
  }

  enum Action: Equatable {
    case dial
    case settle
    case reset
    case calibrate
  }

  @Dependency(\.sensor) var sensor

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .dial:
        state.isAdjusting = true
        return .send(.settle)
      case .settle:
        state.isAdjusting = false
        return settle(&state)
      case .reset:
        state.target = 20
        return report()
      case .calibrate:
        state.isAdjusting = true
        return .run { _ in await probe() }
      }
    }
  }

  func settle(_ state: inout State) -> Effect<Action> {
    state.target = clamp(state.target)
    return .none
  }

  func report() -> Effect<Action> {
    .run { _ in _ = sensor.limit() }
  }

  func probe() async {
    _ = sensor.limit()
  }

  func clamp(_ value: Int) -> Int {
    min(value, sensor.limit())
  }
}
