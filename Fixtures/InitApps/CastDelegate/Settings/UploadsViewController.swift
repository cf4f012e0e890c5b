import UIKit

final class UploadsViewController: UIViewController {
  func upload(_ title: String) {
    (UIApplication.shared.delegate as! StudioDelegate).uploads.send(title)
  }
}
