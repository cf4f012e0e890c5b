/// `transitionTable`: A `var transition: Transition` on the action enum whose `switch self` gives
/// each action its transition (`.to(.playing)`).
package enum TransitionTableForm: EntryForm {
  package static let identifier = "transitionTable"
  package static let description =
    "A `var transition: Transition` on the action enum whose `switch self` gives "
    + "each action its transition (`.to(.playing)`)."
  package static let prefilterWords: [String] = ["transition"]
  package static var finder: any FormFinder.Type { TransitionTableFinderRun.self }
  package static let examples = [
    FormExample(
      """
      struct Player {
        enum State { case stopped, playing }

        enum Action {
          case play, stop

          var transition: Transition {
            switch self {
            case .play: .to(.playing)
            case .stop: .to(.stopped)
            }
          }
        }
      }
      """,
      transitions: [
        "* -play-> playing",
        "* -stop-> stopped",
      ])
  ]
}
