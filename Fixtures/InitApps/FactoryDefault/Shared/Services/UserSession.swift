// Factory's own Container, extended with the app's factories and injected by key path.
import Factory

extension Container {
  var userSession: Factory<UserSession?> {
    self { UserSession() }.cached
  }
}

final class UserSession {}
