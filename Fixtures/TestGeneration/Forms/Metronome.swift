// A class machine of our own whose initializer calls one of its own event methods: a new
// metronome is already ticking, so the state a test can reach first is `.ticking`, not the
// declared `.silent`, and every path to a source starts there.
public final class Metronome {
  public enum State: Equatable {
    case silent
    case ticking
  }

  public private(set) var state: State = .silent
  public let beatsPerMinute: Int

  public init(beatsPerMinute: Int) {
    self.beatsPerMinute = beatsPerMinute
    start()
  }

  public func start() {
    switch state {
    case .silent: state = .ticking
    case .ticking: break
    }
  }

  public func stop() {
    switch state {
    case .ticking: state = .silent
    case .silent: break
    }
  }
}
