final class NoteListModel {
  private let store: NoteStore

  init(store: NoteStore) { self.store = store }

  var titles: [String] { store.all().map(\.title) }
}
