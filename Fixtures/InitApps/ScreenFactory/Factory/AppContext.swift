/// The app's services, built once; the account's are rebuilt when the account changes.
final class AppContext {
  let storage: Storage
  private(set) var account: AccountService
  private(set) var feed: FeedService

  init(storage: Storage) {
    self.storage = storage
    account = AccountService(storage: storage)
    feed = FeedService(account: account)
  }

  func rebuildAccount() {
    account = AccountService(storage: storage)
    feed = FeedService(account: account)
  }
}

final class Storage {
  private var values: [String: String] = [:]
  func value(for key: String) -> String? { values[key] }
}

final class AccountService {
  let storage: Storage
  init(storage: Storage) { self.storage = storage }
  var name: String { storage.value(for: "name") ?? "" }
}

final class FeedService {
  let account: AccountService
  init(account: AccountService) { self.account = account }
  func items() -> [String] { [account.name] }
}
