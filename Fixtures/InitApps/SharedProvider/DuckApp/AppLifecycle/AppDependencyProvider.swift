// The app's dependencies, reached through a shared instance typed by its protocol.
protocol DependencyProvider {
  var appSettings: AppSettings { get }
}

final class AppDependencyProvider: DependencyProvider {
  static var shared: DependencyProvider = AppDependencyProvider()
  let appSettings = AppSettings()
}

final class AppSettings {
  var autofill = true
}
