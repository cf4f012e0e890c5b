import AppIntents

// The system hands the intent what the app registered with it by type: the platform's injection,
// not the app's environment.
struct PlayLatestIntent: AppIntent {
  static var title: LocalizedStringResource = "Play the latest title"

  @Dependency
  var library: Library

  @Dependency
  var player: Player

  func perform() async throws -> some IntentResult {
    if let title = library.titles().last { player.play(title) }
    return .result()
  }
}
