import UIKit

final class HomeFlow {
  private let services: ServiceContainer

  init(services: ServiceContainer) { self.services = services }

  func begin() -> UIViewController {
    let profile = ProfileFlow(services: services)
    return HomeViewController(next: profile)
  }
}
