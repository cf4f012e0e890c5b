/// The signed-in session: it keeps the messaging services and signs the user in and out.
final class Session {
  static let shared = Session()

  private(set) var directory: Directory
  private(set) var outbox: Outbox
  private(set) var roster: Roster
  private(set) var poller: Poller?

  private init() {
    directory = Directory()
    outbox = Outbox(directory: directory)
    roster = Roster()
  }

  /// Builds the poller once the user is known: the service `init` left out.
  func startPolling() {
    poller = Poller(outbox: outbox)
  }

  func signIn(name: String) {
    directory.remember(name)
  }

  func signOut() {
    directory.forget()
  }

  func register(name: String) {
    directory.remember(name)
  }

  func deleteAccount() {
    directory.forget()
  }
}

final class Directory {
  private var names: [String] = []
  func remember(_ name: String) { names.append(name) }
  func forget() { names.removeAll() }
  func name(at index: Int) -> String { names[index] }
}

final class Outbox {
  let directory: Directory
  init(directory: Directory) { self.directory = directory }
  func send(_ text: String) {}
}

final class Roster { func count() -> Int { 0 } }

final class Poller {
  let outbox: Outbox
  init(outbox: Outbox) { self.outbox = outbox }
  func poll() {}
}
