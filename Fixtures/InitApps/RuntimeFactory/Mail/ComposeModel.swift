import Factory

final class ComposeModel {
  @Injected(\.mailer) private var mailer: Mailer
  @Injected(\.clock) private var clock: Clock

  func send(_ text: String) { mailer.send(text, at: clock.now) }
}
