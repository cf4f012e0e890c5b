import Resolver

final class ProfileViewModel {
  @LazyInjected var storage: ProfileStorage
}
