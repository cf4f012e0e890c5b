final class CatalogScreen {
  let all = [Sources.trips.name, Sources.tickets.name, Sources.maps.name]
}
