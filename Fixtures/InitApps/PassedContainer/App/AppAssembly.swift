import Swinject

// No global: the assembler's resolver is handed to each screen, which resolves what it needs.
final class AppAssembly {
  let assembler = Assembler([FeedAssembly()])

  func makeFeed() -> FeedViewModel { FeedViewModel(resolver: assembler.resolver) }
}

final class FeedAssembly: Assembly {
  func assemble(container: Container) {
    container.register(FeedAPI.self) { _ in FeedAPI() }
  }
}
