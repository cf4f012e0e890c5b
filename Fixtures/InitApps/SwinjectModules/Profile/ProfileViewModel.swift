import Swinject

final class ProfileViewModel: Injectable {
  @Injected() var profile: ProfileStore!
  private var api: APIClient?

  func inject(_ resolver: Resolver) {
    _profile.fill(from: resolver)
    api = resolver.resolve(APIClient.self)
  }
}
