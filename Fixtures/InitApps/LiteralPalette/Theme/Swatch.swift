import UIKit

/// A colour per appearance, written as a list of hex strings.
final class Swatch: ExpressibleByArrayLiteral {
  let hexes: [String]

  init(arrayLiteral elements: String...) {
    hexes = elements
  }

  func color(for style: UIUserInterfaceStyle) -> UIColor {
    UIColor(named: hexes[style == .dark ? 1 : 0]) ?? .label
  }
}
