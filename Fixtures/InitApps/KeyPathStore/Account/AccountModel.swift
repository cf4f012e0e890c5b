final class AccountModel {
  @Wired(\.fareTable) var fares: FareTable
  @Wired(\.tripPlanner) var planner: TripPlanner
}
