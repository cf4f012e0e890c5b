final class TicketModel {
  @Wired(\.fareTable) var fares: FareTable

  var total: Int { fares.total }
}
