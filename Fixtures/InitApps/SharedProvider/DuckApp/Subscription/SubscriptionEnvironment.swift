struct SubscriptionEnvironment {
  static var `default` = SubscriptionEnvironment()
  var purchasePlatform = "appStore"
}
