// Issue 11 point 3: collections and data in a struct state; subscripts are `[]`.
struct Playlist {
  struct State {
    var items: [Track.ID: Track] = [:]
    var rows: IdentifiedArrayOf<Row> = []
    var history: [Track] = []
  }

  enum Action {
    case loaded(Track)
    case play(Row.ID)
    case stop(Row.ID)
    case finished(Track)
    case clearHistory
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .loaded(track):
      state.items[track.id] = track
      return .none
    case let .play(id):
      state.rows[id: id]?.mode = .playing
      return .none
    case let .stop(id):
      state.rows[id: id]?.mode = .stopped
      return .none
    case let .finished(track):
      state.history.append(track)
      return .none
    case .clearHistory:
      state.history.removeAll()
      return .none
    }
  }
}
