// The app's older locator, still read from every layer beside Factory: a global of a type named
// like no environment, made of the services it hands out.
var Services = ServiceHub()

// Replaces the global's services (after a sign-out): its mutator, beside Factory's.
func resetServices() {
  Services = ServiceHub()
}

final class ServiceHub {
  let analytics = Analytics()
  let session = Session()
  let flags = FeatureFlags()
  let logger = Logger()
}

final class Analytics { func track(_ event: String) {} }
final class Session { var userName = "" }
final class FeatureFlags { var isSearchOn = true }
final class Logger { func log(_ message: String) {} }
