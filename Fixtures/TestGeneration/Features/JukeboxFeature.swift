// A composable-architecture feature of our own writing whose state keeps its library in a
// `@Shared(.library)` field with no value of its own (the key gives it), as apps keep settings
// and history. Swift's memberwise initializer takes that field as a `Shared<Library>`,
// defaulted to the key's: a test builds `JukeboxFeature.State(owner: "")` and never passes a
// bare `Library`, which would not compile. A plain `let` beside it is still passed.
import ComposableArchitecture

struct Library: Equatable {
  var songs: [String] = []
}

extension SharedKey where Value == Library {
  static var library: Self { SharedKey(initialValue: Library()) }
}

struct JukeboxFeature: Reducer {
  struct State: Equatable {
    @Shared(.library) var library: Library
    let owner: String
    var playingSong: String?
    var isShuffled = false
  }

  enum Action {
    case play(String)
    case stop
    case shuffleTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .play(let song):
      state.playingSong = song
      return .none
    case .stop:
      state.playingSong = nil
      return .none
    case .shuffleTapped:
      state.isShuffled = true
      return .none
    }
  }
}
