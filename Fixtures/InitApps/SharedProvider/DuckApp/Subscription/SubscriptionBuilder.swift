// Read by a Builder, but only here: ranked by Builders alone it would win.
enum SubscriptionBuilder {
  static func build() -> String {
    SubscriptionEnvironment.default.purchasePlatform + SubscriptionEnvironment.default.purchasePlatform
  }
}
