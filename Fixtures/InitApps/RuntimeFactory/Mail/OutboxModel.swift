import Factory

final class OutboxModel {
  @Injected(\.mailer) private var mailer: Mailer
  @Injected(\.ledger) private var ledger: Ledger

  func flush() { mailer.flush(into: ledger) }
}
