/// The one type that may read the environment.
enum DoorBuilder {
  static func make() -> Door.State {
    CurrentEnvironment.env.startsLocked ? .locked(code: 1234) : .closed
  }
}

/// The app's environment, as the architecture keeps it.
final class CurrentEnvironment {
  struct Values {
    var startsLocked = false
  }

  nonisolated(unsafe) static var env = Values()
}
