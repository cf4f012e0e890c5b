/// A base controller: it declares the state its subclasses move, and moves it in no method of
/// its own.
class SyncController {
  enum SyncState {
    case idle
    case syncing
    case synced
    case failed(reason: String)
  }

  var state: SyncState = .idle
  var tint: Tint = .plain

  func describe() -> String {
    switch state {
    case .idle: "idle"
    case .syncing: "syncing"
    case .synced: "synced"
    case .failed(let reason): reason
    }
  }
}

/// Values of a struct, assigned like cases: not a state.
struct Tint {
  static let plain = Tint(level: 0)
  static let alert = Tint(level: 1)
  var level: Int
}
