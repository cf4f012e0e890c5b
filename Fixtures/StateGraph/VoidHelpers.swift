import ReSwift

// A ReSwift reducer whose cases call a helper of their own type that returns `Void`: the
// helper's one statement (a call to a service) is no returned state, so the case changes only
// what it sets itself.

struct NotesState {
  enum Sync { case idle, saving, deleting }
  var sync: Sync = .idle
  var notes: [String] = []
}

struct SaveNote: Action { let text: String }
struct DeleteNote: Action { let index: Int }

struct NotesReducer {
  func handleAction(action: Action, state: NotesState?) -> NotesState {
    var state = state ?? NotesState()
    switch action {
    case let save as SaveNote:
      upload(save.text)
      state.sync = .saving
      return state
    case let delete as DeleteNote:
      remove(at: delete.index)
      state.sync = .deleting
      return state
    default:
      return state
    }
  }

  func upload(_ text: String) -> Void {
    NotesService.shared.upload(text)
  }

  func remove(at index: Int) -> () {
    NotesService.shared.remove(index)
  }
}
