// The app's locator: static members, each with a setter tests use.
final class ServiceLocator {
  private static var _stores: StoresManager = DefaultStoresManager()
  private static var _analytics: Analytics = Analytics()

  static var stores: StoresManager { _stores }
  static var analytics: Analytics { _analytics }
  static let maximumRetries = 3

  static func setStores(_ mock: StoresManager) { _stores = mock }
  static func setAnalytics(_ mock: Analytics) { _analytics = mock }
}

protocol StoresManager {}
final class DefaultStoresManager: StoresManager {}
final class Analytics {}
