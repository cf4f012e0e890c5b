import UIKit

final class RateControl: UIControl {
  func change(to rate: Float) {
    ARCPlayer.sharedPlayer().rate = rate
    ARCPlayer.sharedPlayer().play()
    ARCHub.sharedHub().library.markPlayed()
  }
}
