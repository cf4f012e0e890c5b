import RxSwift

// A reducer over protocol-typed values: the state is seen through a cast, the result is
// wrapped in an observable. The cast copy is the state; the early exit keeps it.

protocol AppState {}
protocol AppAction {}

struct PlaylistState: AppState {
  enum Loading { case idle, fetching, done }
  var loading: Loading = .idle
  var tracks: [String] = []
}

struct FetchPlaylist: AppAction {}
struct PlaylistFetched: AppAction { let tracks: [String] }
struct ClearPlaylist: AppAction {}

func playlistReducer(state: AppState, action: AppAction) -> Observable<AppState> {
  guard var playlist = state as? PlaylistState else { return .just(state) }
  switch action {
  case is FetchPlaylist:
    playlist.loading = .fetching
  case let fetched as PlaylistFetched:
    playlist.loading = .done
    playlist.tracks = fetched.tracks
  case is ClearPlaylist:
    playlist.tracks = []
  default:
    break
  }
  return .just(playlist)
}
