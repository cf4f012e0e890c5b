import UIKit

final class SettingsViewController: UIViewController {
  var loops: Bool { (UIApplication.shared.delegate as! StudioDelegate).preferences.loops }
}
