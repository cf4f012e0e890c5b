final class ProfileModel {
  var signedIn: Bool { Launch.current?.session.token != nil }
  var unread: Int { Hub.shared.inbox.unread() }
}
