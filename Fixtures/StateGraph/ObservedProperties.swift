// A hand-written machine moved by its methods and by the observers of the type's other
// properties: setting `query` or `isOnline` is an event named after the property. The state's own
// observer only reports the change. Observers add events to a machine the methods make; a value
// set by one method and observers is a setter.

final class SearchBox {
  enum Mode {
    case idle
    case typing
    case offline
  }

  private(set) var mode: Mode = .idle {
    didSet { report(mode) }
  }

  var query = "" {
    didSet {
      guard mode != .offline else { return }
      mode = query.isEmpty ? .idle : .typing
    }
  }

  var isOnline = true {
    willSet {
      if !newValue { mode = .offline }
    }
  }

  func clear() { mode = .idle }

  func reconnect() {
    if mode == .offline { mode = .idle }
  }

  private func report(_ value: Mode) {}
}
