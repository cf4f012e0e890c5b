import Swinject

struct FeedAssembly: Assembly {
  func assemble(container: Container) {
    container.register(FeedViewController.self) { r in
      FeedViewController(api: r.resolve(FeedAPI.self)!)
    }
  }
}
