final class BrowseModel {
  static var registry = Bootstrap.shared().registry

  var account: AccountService? {
    Self.registry.service(of: AccountService.identifier) as? AccountService
  }
}
