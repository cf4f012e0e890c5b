final class TripListModel {
  @Wired(\.tripPlanner) var planner: TripPlanner
  @Wired(\.fareTable) var fares: FareTable

  func plan() { planner.plan(with: fares) }
}
