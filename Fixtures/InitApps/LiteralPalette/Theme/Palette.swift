/// The app's colours, each written out for the light and the dark appearance.
enum Palette {
  static let accent: Swatch = ["#3366CC", "#6699FF"]
  static let backdrop: Swatch = ["#F4F4F6", "#101012"]
  static let ink: Swatch = ["#1B1B1F", "#F2F2F4"]
  static let muted: Swatch = ["#8A8A90", "#6E6E74"]
}
