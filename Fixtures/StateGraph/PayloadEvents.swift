// Hand-written machines whose event methods take an enum payload, and helpers whose switch over
// the state or whose guard meets what the calling path already knows. (`toggle`'s inner test
// contradicts its outer one on purpose: dead code `--strict` reports.)

struct Greeting {}

/// A reader whose methods are its events: a switch over a value computed from a parameter and an
/// `if case` on one join the method's name; a type test and a string's cases do not.
final class FrameReader {
  enum Part {
    case head(String)
    case body(Int)
    case end
  }

  enum Phase {
    case idle
    case reading
    case closed
  }

  private var phase = Phase.idle

  func read(_ data: Any) {
    switch unwrap(data) {
    case .head:
      guard case .idle = phase else { return }
      phase = .reading
    case .body:
      break
    case .end:
      guard case .reading = phase else { return }
      phase = .closed
    }
  }

  func write(_ data: Any) {
    let part = unwrap(data)
    guard case .closed = phase else { return }
    if case .end = part {
      phase = .idle
    }
  }

  func userEvent(_ event: Any) {
    guard event is Greeting, case .idle = phase else { return }
    phase = .reading
  }

  func command(_ name: String) {
    switch name {
    case "reset": phase = .idle
    default: break
    }
  }

  private func unwrap(_ data: Any) -> Part {
    data as! Part
  }
}

/// A helper that switches over the state runs only the cases the calling path can be in, and a
/// guard a helper repeats from its caller cannot fail there.
final class Dashboard {
  enum Card {
    case loading
    case empty
    case showing
    case hidden
  }

  private var card = Card.hidden
  private var isEligible = false
  private var hasItems = false

  func reload() {
    card = .loading
    guard isEligible else {
      card = .empty
      return
    }
    showResults()
  }

  func toggle() {
    if isEligible {
      if !isEligible {
        card = .hidden
      }
      card = .showing
    }
  }

  func dismiss() {
    switch card {
    case .showing:
      close()
    default:
      card = .hidden
    }
  }

  func refresh() {
    close()
  }

  private func showResults() {
    guard isEligible else {
      card = .hidden
      return
    }
    if hasItems {
      card = .showing
    } else {
      card = .empty
    }
  }

  private func close() {
    switch card {
    case .showing, .loading:
      card = .hidden
    default:
      break
    }
  }
}

/// A private method called from work a `Task<Void, Never>` runs is a step of the method that
/// starts it, as with `Task { }`: never an event of its own.
final class Subscription {
  enum Status {
    case idle
    case leaving
    case left
  }

  private var status = Status.idle

  func leave() {
    guard case .idle = status else { return }
    let task = Task<Void, Never> { [weak self] in
      self?.finishLeaving()
    }
    status = .leaving
    _ = task
  }

  func cancel() {
    guard case .leaving = status else { return }
    status = .idle
  }

  private func finishLeaving() {
    status = .left
  }
}
