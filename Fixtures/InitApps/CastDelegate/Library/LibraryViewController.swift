import UIKit

final class LibraryViewController: UITableViewController {
  private let library = (UIApplication.shared.delegate as! StudioDelegate).library

  func titles() -> [String] { library.tracks.map { library.title(of: $0) } }

  func play(at index: Int) {
    let player = (UIApplication.shared.delegate as! StudioDelegate).player
    player.play(library.title(of: library.tracks[index]))
  }
}
