import FactoryKit

final class SettingsViewModel {
  @LazyInjected(\SharedToolingContainer.logger) private var logger
  @LazyInjected(\SharedRepositoryContainer.itemRepository) private var repository
}
