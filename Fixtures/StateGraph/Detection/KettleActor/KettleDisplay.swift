/// Values assigned like cases whose types are no state: `Reading`'s every case carries data,
/// `Glow` is a struct with static values, `Beep` no file given declares. Neither type is drawn.
final class KettleDisplay {
  var reading: Reading = .celsius(20)

  var unit: String {
    switch reading {
    case .celsius: "°C"
    case .fahrenheit: "°F"
    }
  }

  func showCelsius(_ degrees: Double) {
    if case .fahrenheit = reading {
      reading = .celsius(degrees)
    }
  }

  func showFahrenheit(_ degrees: Double) {
    if case .celsius = reading {
      reading = .fahrenheit(degrees)
    }
  }
}

final class KettleLight {
  var glow: Glow = .dim

  func brighten() {
    if glow == .dim {
      glow = .bright
    }
  }

  func dim() {
    if glow == .bright {
      glow = .dim
    }
  }
}

final class KettleBuzzer {
  var beep: Beep = .short

  func lengthen() {
    if beep == .short {
      beep = .long
    }
  }

  func shorten() {
    if beep == .long {
      beep = .short
    }
  }
}
