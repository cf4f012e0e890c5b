final class DeleteAccountModel {
  var contacts: Int { Session.shared.roster.count() }
  func confirm() { Session.shared.deleteAccount() }
}
