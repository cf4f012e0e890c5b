// Mutating methods of a sub-state called through a field of the reducer's state: what they
// change is drawn under the field's path; a method without `mutating` and a call on a
// protocol-typed field change nothing.
protocol NoteArchive {
  func save()
}

struct EditorState {
  var lines: [String] = []
  var cursor = 0
  var draft: String?

  mutating func commitLine(_ text: String) {
    if draft == nil {
      draft = text
    }
    lines[cursor] = text
  }

  mutating func moveDown(_ text: String) {
    commitLine(text)
    cursor += 1
  }

  func preview() -> String {
    lines.joined(separator: "\n")
  }
}

struct NotesState {
  var editor = EditorState()
  var archive: NoteArchive
  var isSaving = false
}

enum NotesAction {
  case commit(String)
  case nextLine(String)
  case preview
  case save
}

func notesReducer(state: inout NotesState, action: NotesAction) {
  switch action {
  case .commit(let text):
    state.editor.commitLine(text)
  case .nextLine(let text):
    state.editor.moveDown(text)
  case .preview:
    _ = state.editor.preview()
  case .save:
    state.archive.save()
    state.isSaving = true
  }
}
