import UIKit

final class SearchFlow {
  let services: ServiceContainer

  init(services: ServiceContainer) { self.services = services }

  func begin() -> UIViewController { SearchViewController(index: services.searchIndex) }
}
