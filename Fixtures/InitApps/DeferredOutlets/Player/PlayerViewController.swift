import LateKit
import UIKit

// The controller makes its own views when they load; `@Deferred` (a library's) only lets a
// non-optional property wait until then. Nothing outside the type fills them.
final class PlayerViewController: UIViewController {
  @Deferred private var artwork: ArtworkView
  @Deferred private var controls: PlaybackControls
  @Provided var engine: AudioEngine

  override func loadView() {
    super.loadView()
    artwork = ArtworkView()
    controls = PlaybackControls(compact: false)
  }
}
