import Foundation

final class SyncModel {
  func run() {
    Session.current.sync.push(Session.current.notes.all())
  }
}
