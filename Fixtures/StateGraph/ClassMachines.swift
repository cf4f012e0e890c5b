// Issue 11 point 3: a class that is a machine without a reducer: a stored enum state assigned
// in several methods, each method an event.
final class SocketClient {
  enum State { case idle, connecting, connected, failed }

  private(set) var state: State = .idle {
    didSet { onChange?(state) }
  }
  var onChange: ((State) -> Void)?

  func connect() {
    guard state == .idle else { return }
    state = .connecting
    open()
  }

  func disconnect() {
    state = .idle
  }

  func retry() {
    if case .failed = state {
      state = .connecting
      open()
    }
  }

  private func open() {
    transport.open { [weak self] ok in
      self?.state = ok ? .connected : .failed
    }
  }
}
