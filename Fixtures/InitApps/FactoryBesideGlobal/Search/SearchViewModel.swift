import Factory

final class SearchViewModel {
  @Injected(\.api) private var api
  @Injected(\.imageLoader) private var images

  func load() -> [String] {
    Services.analytics.track("Search")
    Services.logger.log("Search loaded")
    return api.items()
  }
}

extension SearchViewModel {
  var isOn: Bool { Services.flags.isSearchOn }
}
