// A singleton of one concern, named in more files than the bootstrap: no locator.
final class Analytics {
  static let shared = Analytics()

  private var events: [String] = []

  func track(_ event: String) { events.append(event) }
  func flush() { events.removeAll() }
}
