import UIKit

final class DownloadsViewController: UIViewController {
  var pending: Int { Managers.downloads.pending }

  func refresh() -> [String] { Repositories.feed.items() }
}
