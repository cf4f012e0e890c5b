import UIKit

// Makes the settings screen from what it is given; other files only call `assemble`.
final class SettingsAssembler {
  static func assemble(api: DriveAPI) -> UIViewController {
    let controller = UIViewController()
    controller.title = aboutRow.title
    return controller
  }

  static var aboutRow: AboutRow {
    AboutRow(title: "About")
  }
}

struct AboutRow {
  let title: String
}
