private struct TripPlannerKey: WiringKey {
  static var value: TripPlanner = LiveTripPlanner()
}

extension Wiring {
  var tripPlanner: TripPlanner {
    get { Self[TripPlannerKey.self] }
    set { Self[TripPlannerKey.self] = newValue }
  }
}
