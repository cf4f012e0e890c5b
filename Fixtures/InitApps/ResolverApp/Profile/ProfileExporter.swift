import Resolver

final class ProfileExporter {
  let storage: ProfileStorage = Resolver.resolve()
}
