final class LibraryRow {
  func download(_ title: String) { Shelf.shared.downloads.start(title) }
}
