import UIKit

final class MessageCell: UITableViewCell {
  func open() { Client.shared.tabs?.selectedIndex = 2 }
}
