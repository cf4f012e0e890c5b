// Issue 21: Elm-style updates that return a wrapper of the next model (Mobius's `Next`): its
// constructors are not states, and a result with no model in it keeps the state.
struct PlayerModel {
  var isPlaying = false
  var track: String?
  var volume = 5

  func with(isPlaying: Bool) -> PlayerModel { self }
  func with(track: String?) -> PlayerModel { self }
}

enum PlayerEvent { case playTapped, pauseTapped, trackLoaded(String), volumeUp, refresh }
enum PlayerEffect { case startAudio, stopAudio, fetchTrack }

enum PlayerLogic {
  static func update(model: PlayerModel, event: PlayerEvent) -> Next<PlayerModel, PlayerEffect> {
    switch event {
    case .playTapped:
      guard !model.isPlaying else { return .noChange }
      return .next(model.with(isPlaying: true), effects: [.startAudio])
    case .pauseTapped:
      return .next(model.with(isPlaying: false), effects: [.stopAudio])
    case .trackLoaded(let title):
      return Next.next(model.with(track: title))
    case .volumeUp:
      return .next(model)
    case .refresh:
      return .dispatchEffects([.fetchTrack])
    }
  }
}

enum LoaderModel { case empty, loading, loaded([String]), failed }
enum LoaderEvent { case load, loaded([String]), failed, retry }
enum LoaderEffect { case fetch }

func updateLoader(model: LoaderModel, event: LoaderEvent) -> Next<LoaderModel, LoaderEffect> {
  switch (model, event) {
  case (.empty, .load), (.failed, .retry):
    return .next(.loading, effects: [.fetch])
  case (.loading, .loaded(let items)):
    return .next(.loaded(items))
  case (.loading, .failed):
    return .next(.failed)
  case (.loading, .load):
    return .dispatchEffects([.fetch])
  default:
    return .noChange
  }
}
