import Dependencies

// The signed-in user, read from the session client the library's `@Dependency` hands out: what
// it gives its properties comes from the dependencies, so it injects too.
@propertyWrapper
final class SignedIn {
  @Dependency(\.session) private var session: SessionClient

  var wrappedValue: User {
    get { self.session.currentUser() }
  }

  init() {}
}
