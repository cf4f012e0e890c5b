import Foundation

/// The services of the shop, made once on first use.
final class Toolbox {
  static let shared = Toolbox()

  lazy var catalog = { Catalog(store: store) }()
  lazy var store = { RecordStore() }()
  lazy var cart: Cart = { Cart() }()
  lazy var payments = { Payments(store: store) }()
  private var ledgers: [String: Ledger] = [:]

  func ledger(for account: String) -> Ledger {
    if let found = ledgers[account] { return found }
    let made = Ledger(account: account, store: store)
    ledgers[account] = made
    return made
  }
}
