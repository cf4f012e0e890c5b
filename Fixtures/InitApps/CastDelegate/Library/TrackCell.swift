import UIKit

final class TrackCell: UITableViewCell {
  func show(_ track: [String: Any]) {
    textLabel?.text = (UIApplication.shared.delegate as? StudioDelegate)?.library.title(of: track)
  }
}
