// View models whose handler changes a held `state` through helpers. Helpers declared in a
// `private extension` are private like any private method: followed where a case calls them,
// never events of their own. A method a case calls as one of its steps (`refresh()`) is a
// helper of that case too, even when others could call it. A helper handed a payload of the
// event (`apply(result)`) reaches the state it holds without being handed it, so its switch over
// the payload carries on the case (`fetched.success`), as it would written inline.
import Foundation

enum Shelf { case empty, loading, filled([Book]), broken(String) }

struct LibraryScreen {
  var shelf: Shelf = .empty
  var query = ""
  var isRefreshing = false
}

enum LibraryInput {
  case opened
  case typed(String)
  case pulled
  case fetched(Result<[Book], LibraryError>)
}

@MainActor
final class LibraryViewModel: ObservableObject {
  @Published private(set) var state = LibraryScreen()
  private let catalog: Catalog

  init(catalog: Catalog) {
    self.catalog = catalog
  }

  func handle(_ input: LibraryInput) {
    switch input {
    case .opened:
      load()
    case .typed(let text):
      state.query = text
    case .pulled:
      refresh()
    case .fetched(let result):
      apply(result)
    }
  }

  func refresh() {
    state.isRefreshing = true
    load()
  }
}

private extension LibraryViewModel {
  func load() {
    state.shelf = .loading
    Task {
      handle(.fetched(await catalog.books(matching: state.query)))
    }
  }

  func apply(_ result: Result<[Book], LibraryError>) {
    state.isRefreshing = false
    switch result {
    case .success(let books):
      state.shelf = books.isEmpty ? .empty : .filled(books)
    case .failure(let error):
      state.shelf = .broken(error.message)
    }
  }
}
