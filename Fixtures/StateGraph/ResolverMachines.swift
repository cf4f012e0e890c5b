// Issue 21: a resolver switches on the old state, reads the event through a cast, calls one
// helper per state and returns a wrapper of the next state.
protocol MachineEvent {}

struct Resolution<State> {
  var newState: State
  var actions: [String] = []
  static func from(_ state: State) -> Resolution<State> { Resolution(newState: state) }
}

enum UploadState { case idle, preparing, uploading(Int), finished, failed }

struct UploadEvent: MachineEvent {
  enum Kind { case start, prepared, progress(Int), completed, failure, reset }
  var kind: Kind
}

extension UploadState {
  struct Resolver {
    typealias StateType = UploadState

    func resolve(oldState: StateType, byApplying event: MachineEvent) -> Resolution<StateType> {
      guard let uploadEvent = event as? UploadEvent else {
        return .from(oldState)
      }
      if case .failure = uploadEvent.kind {
        return Resolution(newState: .failed, actions: ["cancel"])
      }
      switch oldState {
      case .idle:
        return resolveIdle(uploadEvent, from: oldState)
      case .preparing, .uploading:
        return resolveWorking(byApplying: uploadEvent, oldState: oldState)
      case .finished, .failed:
        guard case .reset = uploadEvent.kind else { return .from(oldState) }
        let newState = UploadState.idle
        return .init(newState: newState)
      }
    }

    private func resolveIdle(_ event: UploadEvent, from oldState: UploadState)
      -> Resolution<UploadState>
    {
      switch event.kind {
      case .start:
        let resolution = Resolution(newState: UploadState.preparing, actions: ["prepare"])
        return resolution
      default:
        return .from(oldState)
      }
    }

    private func resolveWorking(byApplying event: UploadEvent, oldState: UploadState)
      -> Resolution<UploadState>
    {
      switch event.kind {
      case .prepared: return .init(newState: .uploading(0), actions: ["send"])
      case .progress(let percent): return .from(.uploading(percent))
      case .completed: return .from(.finished)
      default: return .from(oldState)
      }
    }
  }
}

typealias SessionResolution = Resolution<SessionState>

enum SessionState { case signedOut, signingIn, signedIn }

struct SessionEvent: MachineEvent {
  enum Kind { case signIn, succeeded, signOut }
  var kind: Kind
}

struct SessionResolver {
  func resolve(oldState: SessionState, byApplying event: MachineEvent) -> SessionResolution {
    switch oldState {
    case .signedOut:
      guard case .signIn = sessionEvent(event)?.kind else { return .from(.signedOut) }
      return .init(newState: .signingIn)
    case .signingIn:
      switch sessionEvent(event)?.kind {
      case .succeeded: return .init(newState: .signedIn)
      default: return .from(oldState)
      }
    case .signedIn:
      if case .signOut = sessionEvent(event)?.kind { return .init(newState: .signedOut) }
      return .from(oldState)
    }
  }

  private func sessionEvent(_ event: MachineEvent) -> SessionEvent? { event as? SessionEvent }
}

// An event read through a cast to its type (`as? CancelEvent`, drawn as `CancelEvent`), or
// through a projection that names an event type (`event.asRetryEvent`).
enum TransferState { case idle, sending, cancelled }

struct CancelEvent: MachineEvent {}
struct RetryEvent: MachineEvent {
  enum Kind { case now, later }
  var kind: Kind
}

extension MachineEvent {
  var asRetryEvent: RetryEvent.Kind? { (self as? RetryEvent)?.kind }
}

struct TransferResolver {
  func resolve(oldState: TransferState, byApplying event: MachineEvent) -> Resolution<TransferState>
  {
    switch oldState {
    case .sending:
      if let cancel = event as? CancelEvent {
        return .init(newState: .cancelled, actions: ["\(cancel)"])
      }
      return .from(oldState)
    case .idle, .cancelled:
      if let retry = event.asRetryEvent, case .now = retry {
        return .init(newState: .sending)
      }
      return .from(oldState)
    }
  }
}
