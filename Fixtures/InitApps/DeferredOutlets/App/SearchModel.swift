import LateKit

// Filled by the container: nothing in the app assigns these.
final class SearchModel {
  @Provided var catalog: Catalog
  @Provided var history: SearchHistory

  func clear() { history.removeAll() }
}
