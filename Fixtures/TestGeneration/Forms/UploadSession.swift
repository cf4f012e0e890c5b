// A class machine of our own: an upload whose state only it sets (`private(set)`) and whose
// events are its methods. A test cannot start it elsewhere: it reaches each source by calling
// the methods of the shortest path from the state the upload starts in, checking each state on
// the way. A guard on a field the upload keeps (`attempts`), a write the same call replaces and
// one that follows work that may throw give no test, and say why.
public final class UploadSession {
  public enum State: Equatable {
    case idle
    case uploading
    case paused
    case finished
    case failed
  }

  public private(set) var state: State = .idle
  public private(set) var attempts = 0

  public init() {}

  public func start(chunks: Int) {
    switch state {
    case .idle where chunks > 0:
      state = .uploading
    default:
      break
    }
  }

  public func pause() {
    switch state {
    case .uploading: state = .paused
    default: break
    }
  }

  public func resume() {
    switch state {
    case .paused: state = .uploading
    default: break
    }
  }

  public func complete() {
    switch state {
    case .uploading: state = .finished
    default: break
    }
  }

  public func fail(code: Int) {
    switch state {
    case .uploading:
      attempts += 1
      state = .failed
    default: break
    }
  }

  public func retry() {
    switch state {
    case .failed where attempts < 3: state = .uploading
    default: break
    }
  }

  // Written twice in one call, the second time after work that may throw: a test reads the
  // state after the call, so neither write is one it can check alone.
  public func resend(using validate: () throws -> Void) {
    state = .uploading
    do {
      try validate()
      state = .finished
    } catch {
      state = .failed
    }
  }

  public func cancel() {
    state = .idle
  }

  private func expire() {
    state = .failed
  }
}
