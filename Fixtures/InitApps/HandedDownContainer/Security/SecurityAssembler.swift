import UIKit

// Makes one screen; its statics live in a private extension no other file can read.
final class SecurityAssembler {
  static func assemble(isLocked: Bool) -> UIViewController {
    let controller = UIViewController()
    controller.title = cellConfig.title
    return controller
  }
}

private extension SecurityAssembler {
  static var cellConfig: CellConfig {
    CellConfig(title: "Security")
  }
}

struct CellConfig {
  let title: String
}
