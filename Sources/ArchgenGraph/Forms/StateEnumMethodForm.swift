/// `stateEnumMethod`: A method of the state enum that `switch self`es to return the next case, or
/// a `mutating` one that writes `self`, the method being the event (`func started() -> Download?`,
/// `mutating func register()`).
package enum StateEnumMethodForm: EntryForm {
  package static let identifier = "stateEnumMethod"
  package static let description =
    "A method of the state enum that `switch self`es to return the next case, or a `mutating`"
    + " one that writes `self`, the method being the event (`func started() -> Download?`,"
    + " `mutating func register()`)."
  package static let prefilterWords: [String] = ["switch", "self = ."]
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
      ]),
    FormExample(
      """
      enum Link {
        case idle, registered, active

        mutating func register() throws {
          guard case .idle = self else { throw LinkError.busy }
          self = .registered
        }

        mutating func activate() {
          if case .registered = self { self = .active }
        }
      }
      """,
      transitions: [
        "idle -register-> registered",
        "registered -activate-> active",
      ]),
  ]
}
