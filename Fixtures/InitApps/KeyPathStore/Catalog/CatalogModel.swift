final class CatalogModel {
  @Wired(\.tileCache) var tiles: TileCache
  @Wired(\.fareTable) var fares: FareTable
}
