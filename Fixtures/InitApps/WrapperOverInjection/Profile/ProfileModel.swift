import Dependencies

final class ProfileModel {
  @SignedIn var user: User
  @Dependency(\.analytics) var analytics

  func open() { analytics.track("profile \(user.name)") }
}
