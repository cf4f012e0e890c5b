/// `uniFlow`: UniFlow's static functions calling `transition(from:into:)`, `initialization(into:)`,
/// `deinitialization(from:)` or 4.x builders, named after the event.
package enum UniFlowForm: EntryForm {
  package static let identifier = "uniFlow"
  package static let description =
    "UniFlow's static functions calling `transition(from:into:)`, "
    + "`initialization(into:)`, `deinitialization(from:)` or 4.x builders, named "
    + "after the event."
  package static let prefilterWords: [String] = ["transition", "initialization", "actualize"]
  package static var finder: any FormFinder.Type { UniFlowFinderRun.self }
  package static let examples = [
    FormExample(
      """
      enum SearchFeature {
        struct Idle: State {}
        struct Searching: State {}

        static func start() {
          initialization(into: Idle.self)
        }

        static func search() {
          transition(from: Idle.self, into: Searching.self)
        }
      }
      """,
      transitions: [
        "[*] -start-> Idle",
        "Idle -search-> Searching",
      ])
  ]
}
