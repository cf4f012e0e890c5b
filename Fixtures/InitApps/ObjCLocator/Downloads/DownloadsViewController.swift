import UIKit

final class DownloadsViewController: UIViewController {
  func start(_ url: URL) {
    ARCHub.sharedHub().downloads.start(url)
    ARCPlayer.sharedPlayer().seekTo(0)
  }
}
