// Issue 21 point 1: events named as the code matches them, ReSwift's nil state, constants and
// non-mutating methods of a value state.
protocol Action {}

enum PlaylistAction: Action {
  case add(String)
  case remove(Int)
}

enum Library {
  struct Refresh: Action {}
}

struct ReloadAll: Action {}

enum ErrorConstants {
  static let offline = "Offline"
}

enum L10n {
  enum Player {
    static let paused = "Paused"
  }
}

struct Playlist {
  var songs: [String] = []
  var message: String?
  var isLoading = false

  func reload(from server: String) {
    print(server)
  }
}

func playlistReducer(action: Action, state: Playlist?) -> Playlist {
  var state = state ?? Playlist()
  switch action {
  case let PlaylistAction.add(song):
    state.songs.append(song)
  case PlaylistAction.remove:
    state.message = L10n.Player.paused
  case is Library.Refresh:
    state.isLoading = true
  case is ReloadAll:
    state.reload(from: "main")
  default:
    break
  }
  return state
}

enum Volume {
  case muted, normal, loud
}

enum VolumeAction: Action {
  case set(Volume)
}

func volumeReducer(action: Action, state: Volume?) -> Volume {
  switch action {
  case let VolumeAction.set(value):
    return value
  default:
    if let old = state {
      return old
    }
    return .normal
  }
}

struct LoginForm {
  var username = ""
  var canSubmit = false
  var error: String?
}

enum LoginFormAction {
  case binding(WritableKeyPath<LoginForm, String>)
  case failed
}

func reduceLoginForm(into state: inout LoginForm, action: LoginFormAction) {
  switch action {
  case .binding(\.username):
    state.canSubmit = !state.username.isEmpty
  case .failed:
    state.error = ErrorConstants.offline
  default:
    break
  }
}

struct RegionState {
  var selected: String?
  var available: [String] = []
}

enum RegionAction {
  case updated(selected: String, result: Result<[String], Error>)
}

func regionReducer(state: inout RegionState, action: RegionAction) {
  switch action {
  case let .updated(selected: selected, result: result):
    switch result {
    case .success(let regions):
      state.selected = selected
      state.available = regions
    case .failure:
      break
    }
  }
}
