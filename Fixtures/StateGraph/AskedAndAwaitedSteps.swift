// Machines whose steps are read by what a body does: a guard asks a question of the state that
// takes one of its cases, a closure handed to an awaited call has run when the await returns, a
// helper's guard naming several cases meets a path that knows its case, and a method of a class
// called on a field leaves the field holding the same object, and a state's method moves the
// flow of the case that calls it on (writing the value it set again is no edge).

/// A transfer whose methods each ask the state whether it may become the next case: the
/// question's switch over `(self, next)`, given the case passed, holds in some cases only.
final class Transfer {
  enum Stage {
    case created
    case running
    case paused
    case stopped
    case done
  }

  private var state: Stage

  init() {
    state = .created
  }

  func start() {
    guard state.allows(.running) else { return }
    state = .running
  }

  func pause() {
    guard state.allows(.paused) else { return }
    state = .paused
  }

  func stop() {
    guard state.allows(.stopped) else { return }
    state = .stopped
  }
}

extension Transfer.Stage {
  func allows(_ next: Transfer.Stage) -> Bool {
    switch (self, next) {
    case (.created, _):
      return true
    case (_, .created), (.stopped, _), (.done, _):
      return false
    case (.running, .paused), (.running, .stopped), (.paused, .running), (.paused, .stopped):
      return true
    case (.running, .running), (.paused, .paused):
      return false
    case (_, .done):
      return true
    }
  }
}

enum LinkPhase {
  case idle
  case opening
  case open
}

enum RelayError: Error {
  case badPhase
}

/// An actor whose writes sit in closures it awaits: `opening` is written before the await
/// returns, so `open` and the catch start from it; `open(nil)` from `open` calls `close()`,
/// whose guard names two cases and keeps the one the caller is in.
actor Relay {
  private(set) var state: LinkPhase = .idle
  private var pending: CheckedContinuation<Int, Error>?

  func open(_ name: String?) async throws -> Int {
    guard let name else {
      switch state {
      case .open:
        return try await close()
      default:
        throw RelayError.badPhase
      }
    }
    do {
      let code = try await withCheckedThrowingContinuation { continuation in
        state = .opening
        pending = continuation
        send(name)
      }
      state = .open
      return code
    } catch {
      state = .idle
      throw error
    }
  }

  func close() async throws -> Int {
    guard state == .open || state == .opening else { throw RelayError.badPhase }
    return try await withCheckedThrowingContinuation { continuation in
      pending = continuation
      send("bye")
      state = .idle
    }
  }

  private func send(_ text: String) {}
}

final class Speaker {
  func silence() {}
}

/// A feature whose state's mutating method calls a method of a class on a field: the field
/// still holds the same object, only the writes below change it; `eject` writes again the
/// value `halt()` has just set.
struct Tracks {
  struct State {
    var speaker: Speaker?
    var playingID: Int?

    mutating func halt() {
      speaker?.silence()
      speaker = nil
      playingID = nil
    }
  }

  enum Action {
    case play(Int)
    case halt
    case eject
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .play(let id):
        state.halt()
        state.speaker = Speaker()
        state.playingID = id
        return .none
      case .halt:
        state.halt()
        return .none
      case .eject:
        state.halt()
        state.speaker = nil
        return .none
      }
    }
  }
}

struct JukeboxState {
  var speaker: Speaker?
  var playingID: Int?

  mutating func halt() {
    speaker?.silence()
    speaker = nil
    playingID = nil
  }
}

enum JukeboxAction {
  case play(Int)
  case halt
  case eject
}

/// The same steps in a reducer function beside its state's declaration: the state's method is
/// followed where it is called, and what it sets moves the case's flow on.
enum Jukebox {
  static func reduce(state: inout JukeboxState, action: JukeboxAction) {
    switch action {
    case .play(let id):
      state.halt()
      state.speaker = Speaker()
      state.playingID = id
    case .halt:
      state.halt()
    case .eject:
      state.halt()
      state.speaker = nil
    }
  }
}
