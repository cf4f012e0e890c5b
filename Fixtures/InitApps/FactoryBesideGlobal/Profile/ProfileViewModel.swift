import Factory

final class ProfileViewModel {
  @Injected(\.api) private var api
  @Injected(\.imageLoader) private var images

  func load() -> [String] {
    Services.analytics.track("Profile")
    Services.logger.log("Profile loaded")
    return api.items()
  }
}

extension ProfileViewModel {
  var title: String { Services.session.userName }
}
