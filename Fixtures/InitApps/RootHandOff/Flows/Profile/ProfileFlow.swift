import UIKit

final class ProfileFlow {
  private let services: ServiceContainer

  init(services: ServiceContainer) { self.services = services }

  func begin() -> UIViewController {
    ProfileViewController(store: services.profileStore, search: SearchFlow(services: services))
  }
}
