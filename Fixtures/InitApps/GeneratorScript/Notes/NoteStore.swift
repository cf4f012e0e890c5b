struct Note {
  let title: String
}

final class NoteStore {
  private var notes: [Note] = []
  func all() -> [Note] { notes }
  func add(_ note: Note) { notes.append(note) }
}
