final class AccountScreen {
  func signOut() {
    AppDependencies.default.account.signOut()
  }
}
