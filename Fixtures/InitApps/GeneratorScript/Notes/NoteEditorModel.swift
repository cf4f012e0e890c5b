final class NoteEditorModel {
  private let store: NoteStore

  init(store: NoteStore) { self.store = store }

  func save(_ title: String) { store.add(Note(title: title)) }
}
