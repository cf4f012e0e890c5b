import UIKit

enum ThemeBuilder {
  static func build() -> String {
    ThemeEnvironment.shared.tint + ThemeEnvironment.shared.tint
  }
}
