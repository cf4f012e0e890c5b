final class RouteModel {
  @Wired(\.tripPlanner) var planner: TripPlanner
}
