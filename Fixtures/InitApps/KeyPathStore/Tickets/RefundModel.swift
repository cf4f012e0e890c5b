final class RefundModel {
  @Wired(\.fareTable) var fares: FareTable
}
