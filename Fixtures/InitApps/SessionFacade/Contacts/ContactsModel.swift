final class ContactsModel {
  var count: Int { Session.shared.roster.count() }
  func name(at index: Int) -> String { Session.shared.directory.name(at: index) }
}
