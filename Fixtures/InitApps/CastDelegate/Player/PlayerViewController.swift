import UIKit

final class PlayerViewController: UIViewController {
  @objc func toggleLoop() {
    let studio = UIApplication.shared.delegate as! StudioDelegate
    studio.preferences.loops.toggle()
    (UIApplication.shared.delegate as! StudioDelegate).player.play("again")
  }
}
