// A ReactorKit-style reactor over a struct state, whose mutations carry the values its fields are
// set to through a copy of the state (`newState.isLoading = isLoading`): a Bool, an enum, an
// array and an optional passed through, a value appended, a value removed from a set, values
// added with `+=` and `append(contentsOf:)`, a field of a field.
import ReactorKit

public final class ShelfReactor: Reactor {
  public enum Action {
    case refresh
  }

  public enum Mutation {
    case setLoading(Bool)
    case setFilter(Filter)
    case setTitles([String])
    case addTitle(String)
    case removeTag(String)
    case select(index: Int?)
    case addNote(String)
    case addTitles([String])
    case rename(String)
  }

  public enum Filter: Equatable {
    case all
    case unread
    case starred
  }

  public struct Shelf {
    public var label = "Shelf"
  }

  public struct State {
    public var isLoading = false
    public var filter: Filter = .all
    public var titles: [String] = []
    public var tags: Set<String> = ["new"]
    public var selected: Int?
    public var note = "Note"
    public var shelf = Shelf()
  }

  public let initialState = State()

  public init() {}

  public func reduce(state: State, mutation: Mutation) -> State {
    var newState = state
    switch mutation {
    case .setLoading(let isLoading):
      newState.isLoading = isLoading
    case .setFilter(let filter):
      newState.filter = filter
    case .setTitles(let titles):
      newState.titles = titles
    case .addTitle(let title):
      newState.titles.append(title)
    case .removeTag(let tag):
      newState.tags.remove(tag)
    case .select(let index):
      newState.selected = index
    case .addNote(let note):
      newState.note += note
    case .addTitles(let titles):
      newState.titles.append(contentsOf: titles)
    case .rename(let label):
      newState.shelf.label = label
    }
    return newState
  }
}
