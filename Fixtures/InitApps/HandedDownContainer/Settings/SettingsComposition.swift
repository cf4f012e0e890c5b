import UIKit

enum SettingsComposition {
  static func make() -> UIViewController {
    SecurityAssembler.assemble(isLocked: false)
  }
}
