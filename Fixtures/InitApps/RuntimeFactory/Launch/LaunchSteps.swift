import Factory

// Run once at launch: swaps how two keys make their services.
final class LaunchSteps {
  func run(remote: Bool) {
    if remote {
      Container.shared.ledger.register { RemoteLedger(host: "ledger.example") }
    }
    Container.shared.mailer.register(factory: { RelayMailer() })
    Container.shared.clock.reset()
  }
}
