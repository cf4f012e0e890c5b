final class TripsScreen {
  let source = Sources.trips
  let other = Sources.trips
  let third = Sources.maps
}
