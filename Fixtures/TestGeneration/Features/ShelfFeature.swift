// A composable-architecture feature of our own writing whose actions carry the values its fields
// are set to: an enum, an array of structs and an optional enum passed through, a struct appended
// to an array, a value inserted at the front, inserted into a set and removed from it.
import ComposableArchitecture

struct ShelfFeature: Reducer {
  enum Genre: Equatable {
    case fiction
    case poetry
    case history
  }

  struct Book: Equatable {
    var title = "Untitled"
    var pages = 1
  }

  struct State: Equatable {
    var genre: Genre = .fiction
    var books: [Book] = []
    var pinned: Genre?
    var recent: [String] = []
    var tags: Set<String> = []
  }

  enum Action {
    case genreChosen(Genre)
    case booksLoaded([Book])
    case pinned(genre: Genre?)
    case added(book: Book)
    case opened(String)
    case tagged(String)
    case untagged(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .genreChosen(let genre):
      state.genre = genre
      return .none
    case .booksLoaded(let books):
      state.books = books
      return .none
    case .pinned(let genre):
      state.pinned = genre
      return .none
    case .added(let book):
      state.books.append(book)
      return .none
    case .opened(let title):
      state.recent.insert(title, at: 0)
      return .none
    case .tagged(let tag):
      state.tags.insert(tag)
      return .none
    case .untagged(let tag):
      state.tags.remove(tag)
      return .none
    }
  }
}
