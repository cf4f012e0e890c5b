import Swinject

struct SettingsView {
  let resolver: Resolver

  var store: FeedStore { resolver.resolve(FeedStore.self)! }
}
