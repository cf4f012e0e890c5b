// A class machine of our own whose methods take completion callbacks: a test passes a callback
// that ignores what it is given (`{ _ in }`). The write the method makes before it returns is
// read right after the call; the one the service's callback makes later is not read (no test,
// and the reason says so).
public protocol SyncService: AnyObject {
  func pull(_ completion: @escaping (Bool) -> Void)
}

public final class SyncAgent {
  public enum Phase: Equatable {
    case idle
    case syncing
    case synced
    case offline
  }

  public private(set) var phase: Phase = .idle
  private let service: SyncService?

  public init(service: SyncService? = nil) {
    self.service = service
  }

  public func sync(force: Bool, completion: @escaping (Bool) -> Void) {
    switch phase {
    case .idle, .offline:
      phase = .syncing
      service?.pull { succeeded in
        self.phase = succeeded ? .synced : .offline
        completion(succeeded)
      }
    default:
      break
    }
  }

  public func disconnect(then completion: () -> Void) {
    phase = .offline
    completion()
  }

  public func reset() {
    phase = .idle
  }
}
