struct LibraryList {
  var order: SortOrder

  func titles(in library: LibraryChoice) -> [String] {
    let titles = ["Notes", "Papers", "Books"]
    return order == .title ? titles.sorted() : titles
  }

  static func remember(_ order: SortOrder) {
    Preferences.shared.sortOrder = order
  }
}
