import FactoryKit

final class ItemsCoordinator {
  private let router = RouterContainer.shared.router()
}
