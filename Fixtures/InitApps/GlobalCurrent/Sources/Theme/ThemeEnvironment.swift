// A theme that only its Builder reads: ranked by Builders alone it would win over `Current`,
// which three other files use.
final class ThemeEnvironment {
  static let shared = ThemeEnvironment()
  var tint = "blue"
}
