final class SearchModel {
  func search() {
    let registry = Bootstrap.shared().registry
    let sync = registry.service(of: SyncService.identifier) as? SyncService
    sync?.start()
    Analytics.shared.track("search")
  }
}
