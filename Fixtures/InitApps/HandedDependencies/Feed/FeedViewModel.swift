final class FeedViewModel {
  private let dependencies: Dependencies

  init(dependencies: Dependencies) {
    self.dependencies = dependencies
  }

  func load() -> [String] { dependencies.api.items() }
}
