import UIKit
import WalletCore

final class PinViewController: UIViewController {
  func check(_ pin: String) -> Bool {
    KitContainer.sharedInstance().vault.matches(pin: pin)
  }
}
