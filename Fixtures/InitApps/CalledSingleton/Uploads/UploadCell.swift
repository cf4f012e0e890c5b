import UIKit

final class UploadCell: UITableViewCell {
  func show() {
    Analytics.shared.track("upload cell")
  }
}
