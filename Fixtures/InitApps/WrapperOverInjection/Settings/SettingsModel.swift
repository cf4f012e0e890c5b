import Dependencies

final class SettingsModel {
  @Dependency(\.analytics) var analytics
  @Clamped(0...1) var volume: Double = 0.5

  func mute() {
    volume = 0
    analytics.track("mute")
  }
}
