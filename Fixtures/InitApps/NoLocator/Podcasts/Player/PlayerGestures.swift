import UIKit

extension PlayerContainerViewController {
  func shouldDismiss(after distance: CGFloat) -> Bool {
    distance > PlayerContainerViewController.pullDownThreshold
  }
}
