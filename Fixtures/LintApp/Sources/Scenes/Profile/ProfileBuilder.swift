final class ProfileBuilder {
  func build() -> ProfileView {
    ProfileView(store: ProfileStore(api: CurrentEnvironment.env.apiService))
  }
}
