// A registry of the app's own types, read in several places: not how the app injects.
struct Sources {
  static let trips = TripSource()
  static let tickets = TicketSource()
  static let maps = MapSource()
}

final class TripSource { let name = "trips" }
final class TicketSource { let name = "tickets" }
final class MapSource { let name = "maps" }
