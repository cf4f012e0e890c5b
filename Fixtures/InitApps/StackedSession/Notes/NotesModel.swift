import Foundation

final class NotesModel {
  func load() -> [Note] {
    Session.current.notes.all()
  }
}
