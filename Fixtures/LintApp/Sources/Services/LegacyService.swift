// Legacy code, migrated scene by scene.
// archgen:disable direct-environment-access
final class LegacyService {
  func start() {
    CurrentEnvironment.env.analytics.track("legacy")
  }
}
// archgen:enable direct-environment-access

func legacyNow() -> Date {
  CurrentEnvironment.env.date()
}
