import Swinject

final class ProfileViewModel {
  let api: ProfileAPI

  init(resolver: Resolver) { api = resolver.resolve(ProfileAPI.self)! }
}
