import UIKit

final class HomeHeader: UIView {
  func present() { Client.shared.window?.addSubview(self) }
}
