/// An actor whose stored phase is of an enum another file declares; the phase is not named as a
/// state, and the actor's methods move it on from the cases they check.
actor Kettle {
  private(set) var phase = HeatPhase.cold
  private var reading: Reading = .celsius(20)
  private var glow: Glow = .dim
  private var sensor: TemperatureSensor

  init(sensor: TemperatureSensor) {
    self.sensor = sensor
  }

  func switchOn() {
    guard phase == .cold else { return }
    phase = .heating
    glow = .bright
  }

  func temperatureReached(_ degrees: Double) {
    reading = .celsius(degrees)
    if case .heating = phase {
      phase = .boiling
    }
  }

  func keepWarm(for minutes: Int) async {
    guard phase == .boiling else { return }
    phase = .keptWarm(minutes: minutes)
    glow = .dim
    reading = .fahrenheit(await sensor.fahrenheit())
  }

  func switchOff() {
    phase = .cold
    reading = .celsius(20)
    glow = .dim
  }
}

protocol TemperatureSensor: Sendable {
  func fahrenheit() async -> Double
}
