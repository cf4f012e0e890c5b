// A method named resolve that resolves no dependency.
enum SwizzleDefaults {
  static func resolve(_ key: String) -> Any? { nil }
  static func value(for key: String) -> Any? { resolve(key) }
}
