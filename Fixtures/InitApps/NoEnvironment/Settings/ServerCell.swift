import UIKit

final class ServerCell: UITableViewCell {
  func show() { _ = Client.shared.window; _ = Client.shared.messages }
}
