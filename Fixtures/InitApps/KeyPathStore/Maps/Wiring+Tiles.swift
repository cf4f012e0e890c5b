private struct TileCacheKey: WiringKey {
  static var value: TileCache = DiskTileCache()
}

extension Wiring {
  var tileCache: TileCache {
    get { Self[TileCacheKey.self] }
    set { Self[TileCacheKey.self] = newValue }
  }
}
