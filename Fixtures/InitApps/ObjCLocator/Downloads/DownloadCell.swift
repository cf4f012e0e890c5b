import UIKit

final class DownloadCell: UITableViewCell {
  func show(_ url: URL) {
    textLabel?.text = ARCHub.sharedHub().downloads.progress(of: url).description
  }
}
