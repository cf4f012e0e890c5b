import UIKit

final class LibraryViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "\(ARCHub.sharedHub().library.count) items"
    if ARCPlayer.sharedPlayer().isPlaying { ARCPlayer.sharedPlayer().pause() }
  }
}
