// Which build this is: an enum's value, not an environment of dependencies.
enum BuildEnvironment {
  case debug
  case testFlight
  case appStore

  static var current: BuildEnvironment = .debug
}
