final class LibraryViewModel {
  func titles() -> [String] { Shelf.shared.library.titles() }
}
