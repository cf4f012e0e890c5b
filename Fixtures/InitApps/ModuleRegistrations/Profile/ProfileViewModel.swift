import Resolver

final class ProfileViewModel {
  @LazyInjected private var network: Networking
  @LazyInjected private var store: Storing

  func refresh() {
    _ = network.get("/me")
    store.save("me")
  }
}
