// Resolver: the app registers its services on Resolver and injects them with @Injected.
import Resolver

extension Resolver: ResolverRegistering {
  public static func registerAllServices() {
    register { FeedAPI() as FeedAPIType }
    register { ProfileStorage() }
  }
}

protocol FeedAPIType {}
final class FeedAPI: FeedAPIType {}
final class ProfileStorage {}
