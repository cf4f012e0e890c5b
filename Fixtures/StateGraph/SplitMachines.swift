// Issue 21: one machine read in several places of one type is drawn once.

// A route table and a route-mapping closure registered with the same machine object: one machine.
enum TicketState { case draft, submitted, approved, rejected(reason: String) }
enum TicketEvent { case submit, approve, reject(reason: String), reopen }

final class TicketFlow {
  private let machine = RouteMachine<TicketState, TicketEvent>(state: .draft)

  init() {
    machine.addRoutes(event: .submit, transitions: [.draft => .submitted])
    machine.addRoutes(event: .approve, transitions: [.submitted => .approved])
    // Cases with payloads go through a mapping closure of the same machine.
    machine.addRouteMapping { event, fromState, _ in
      switch (fromState, event) {
      case (.submitted, .reject(let reason)): return .rejected(reason: reason)
      default: return nil
      }
    }
    // An eventless route is taken only by `tryState`, which nothing here calls: no edge.
    machine.addRoute(.approved => .draft)
    // A mapping that filters with a guard instead of a switch.
    machine.addRouteMapping { event, fromState, _ in
      guard event == .reopen, case .rejected = fromState else { return nil }
      return .draft
    }
  }
}

// A view model's action handler and the private handler it calls with a payload of the action
// change one inherited state: one machine, the sub-action's cases are events too.
enum UploadMode { case idle, picking, uploading, failed }
enum UploadViewAction { case pick, cancel, error(UploadErrorAction) }
enum UploadErrorAction { case retry, dismiss }

final class UploadScreenViewModel: UploadScreenViewModelType {
  override func process(viewAction: UploadViewAction) {
    switch viewAction {
    case .pick:
      state.mode = .picking
    case .cancel:
      state.mode = .idle
    case .error(let action):
      handleErrorAction(action)
    }
  }

  private func handleErrorAction(_ action: UploadErrorAction) {
    switch action {
    case .retry:
      state.mode = .uploading
    case .dismiss:
      state.mode = .failed
    }
  }
}

// Two mutating methods of one state enum, each reducing it by its own event: one machine.
enum PlaylistCommand { case load, clear }
enum SelectionCommand { case select, deselect }

enum PlaylistBannerState {
  case empty, loading, loaded, selected

  mutating func apply(_ command: PlaylistCommand) {
    switch command {
    case .load: self = .loading
    case .clear: self = .empty
    }
  }

  mutating func select(_ command: SelectionCommand) {
    switch (self, command) {
    case (.loaded, .select): self = .selected
    case (.selected, .deselect): self = .loaded
    default: break
    }
  }
}

// An eventless route that `tryState` takes is drawn, on any event.
enum DoorLockState { case locked, unlocked }

final class DoorLock {
  private let machine = RouteMachine<DoorLockState, Never>(state: .locked)

  init() {
    machine.addRoute(.locked => .unlocked)
  }

  func open() { machine.tryState(.unlocked) }
}
