final class SearchViewModel {
  func find(_ text: String) -> [String] {
    Shelf.shared.library.titles().filter { $0.contains(text) }
  }
  func fetch(_ title: String) { Shelf.shared.downloads.start(title) }
}
