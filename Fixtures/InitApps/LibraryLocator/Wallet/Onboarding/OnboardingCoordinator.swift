import UIKit
import WalletCore

final class OnboardingCoordinator {
  func finish() {
    SessionController.shared.signIn()
    KitContainer.sharedInstance().sync.schedule()
  }
}
