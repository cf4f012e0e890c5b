final class ProfileViewModel {
  private let dependencies: Dependencies

  init(dependencies: Dependencies) {
    self.dependencies = dependencies
  }

  var itemCount: Int { dependencies.store.items.count }
}
