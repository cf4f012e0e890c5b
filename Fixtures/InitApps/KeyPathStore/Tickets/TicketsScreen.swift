final class TicketsScreen {
  let source = Sources.tickets
  let other = Sources.trips
  let third = Sources.maps
}
