import UIKit

final class NowPlayingView: UIView {
  func refresh(_ id: String) {
    isHidden = !ARCPlayer.sharedPlayer().isPlaying
    tintColor = ARCHub.sharedHub().favorites.contains(id) ? .systemPink : .label
  }
}
