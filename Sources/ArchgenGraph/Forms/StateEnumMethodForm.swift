/// `stateEnumMethod`: A method of the state enum that `switch self`es to return the next case, the
/// method being the event (`func started() -> Download?`).
package enum StateEnumMethodForm: EntryForm {
  package static let identifier = "stateEnumMethod"
  package static let description =
    "A method of the state enum that `switch self`es to return the next case, the"
    + " method being the event (`func started() -> Download?`)."
  package static let prefilterWords: [String] = ["switch"]
  package static var finder: any FormFinder.Type { StateEnumMethodFinderRun.self }
  package static let examples = [
    FormExample(
      """
      enum Download {
        case waiting, running, finished

        func started() -> Download? {
          switch self {
          case .waiting: return .running
          default: return nil
          }
        }

        func completed() -> Download? {
          switch self {
          case .running: return .finished
          default: return nil
          }
        }
      }
      """,
      transitions: [
        "waiting -started-> running",
        "running -completed-> finished",
      ])
  ]
}
