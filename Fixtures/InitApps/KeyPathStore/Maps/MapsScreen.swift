final class MapsScreen {
  let source = Sources.maps
  let other = Sources.trips
  let third = Sources.maps
}
