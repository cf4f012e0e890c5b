import Factory

final class SettingsViewModel {
  @Injected(\.api) private var api
  @Injected(\.imageLoader) private var images

  func load() -> [String] {
    Services.analytics.track("Settings")
    Services.logger.log("Settings loaded")
    return api.items()
  }
}
