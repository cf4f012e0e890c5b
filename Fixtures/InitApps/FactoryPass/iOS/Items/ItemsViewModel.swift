import FactoryKit

final class ItemsViewModel {
  @LazyInjected(\SharedToolingContainer.logger) private var logger
  private let repository = resolve(\SharedRepositoryContainer.itemRepository)
}
