final class MapModel {
  @Wired(\.tripPlanner) var planner: TripPlanner
  @Wired(\.tileCache) var tiles: TileCache

  func show() { tiles.load(planner.route) }
}
