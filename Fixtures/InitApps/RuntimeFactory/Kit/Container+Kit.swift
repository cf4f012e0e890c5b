import Factory

// The app's keys in Factory's own container.
extension Container {
  var clock: Factory<Clock> { self { SystemClock() } }
  var mailer: Factory<Mailer> { self { OutboxMailer() }.singleton }
  var ledger: Factory<Ledger> { self { LocalLedger() } }
}
