import Resolver

struct AvatarLoader {
  func load() -> Bool {
    let network: Networking = Resolver.resolve()
    return network.get("/avatar") != nil
  }
}
