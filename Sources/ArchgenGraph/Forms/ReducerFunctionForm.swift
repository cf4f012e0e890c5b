/// `reducerFunction`: A function handed a state and an event that returns or changes the state
/// (`reduce(_:_:)`, any name, `graph.functions`).
package enum ReducerFunctionForm: EntryForm {
  package static let identifier = "reducerFunction"
  package static let description =
    "A function handed a state and an event that returns or changes the state "
    + "(`reduce(_:_:)`, any name, `graph.functions`)."
  package static let prefilterWords: [String] = ["switch"]
  package static var finder: any FormFinder.Type { FunctionChainFinder.self }
  package static let examples = [
    FormExample(
      """
      enum PlayerState { case idle, playing, paused }
      enum PlayerEvent { case play, pause, stop }

      func reduce(_ state: PlayerState, _ event: PlayerEvent) -> PlayerState {
        switch (state, event) {
        case (.idle, .play), (.paused, .play): return .playing
        case (.playing, .pause): return .paused
        case (_, .stop): return .idle
        default: return state
        }
      }
      """,
      transitions: [
        "idle -play-> playing",
        "paused -play-> playing",
        "playing -pause-> paused",
        "* -stop-> idle",
      ])
  ]
}
