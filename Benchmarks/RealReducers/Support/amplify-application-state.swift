// What ActivityTracker.swift's resolver names from the rest of amplify-swift (ours, for
// archgen's real-reducer benchmark): the logger `DefaultLogger` gives the state type.
import Amplify

extension ApplicationState {
  static var log: Logger { Logger() }
}
