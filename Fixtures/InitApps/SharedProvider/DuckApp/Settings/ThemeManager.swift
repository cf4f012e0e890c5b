// A singleton of one concern, used everywhere: not the environment.
final class ThemeManager {
  static let shared = ThemeManager()
  func apply() {}
}
