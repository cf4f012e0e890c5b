// `@available` on a case is copied to its properties.
// archgen:enum-props
enum Feature {
  case basic
  @available(*, deprecated, message: "use modern")
  case legacy(Int)
  @available(macOS 10.15, iOS 13, *)
  case modern
}

// `@available` on the enum is copied to its extension.
// archgen:enum-props
@available(*, deprecated, message: "use Feature")
enum OldFeature {
  case on(Int)
}
