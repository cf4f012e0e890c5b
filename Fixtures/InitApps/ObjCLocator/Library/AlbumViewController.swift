import UIKit

final class AlbumViewController: UIViewController {
  func favourite(_ id: String) {
    ARCHub.sharedHub().favorites.add(id)
    ARCPlayer.sharedPlayer().play()
  }
}
