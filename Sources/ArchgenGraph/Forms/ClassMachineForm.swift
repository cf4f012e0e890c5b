/// `classMachine`: A class with no reducer whose stored `state` its methods assign, each method an
/// event (`connect()`: `* -> connecting`).
package enum ClassMachineForm: EntryForm {
  package static let identifier = "classMachine"
  package static let description =
    "A class with no reducer whose stored `state` its methods assign, each method"
    + " an event (`connect()`: `* -> connecting`)."
  package static let prefilterWords: [String] = ["state = ."]
  /// `status = .playing`: a stored value of any name assigned a case.
  package static func holdsBeyondWords(_ text: String) -> Bool {
    FileFactsReader.assignsCase(text)
  }
  package static var finder: any FormFinder.Type { ClassMachineFinderRun.self }
  package static let examples = [
    FormExample(
      """
      final class Connection {
        enum State { case idle, connecting, connected }

        private(set) var state: State = .idle

        func connect() {
          state = .connecting
        }

        func didConnect() {
          state = .connected
        }

        func disconnect() {
          state = .idle
        }
      }
      """,
      transitions: [
        "* -connect-> connecting",
        "* -didConnect-> connected",
        "* -disconnect-> idle",
      ])
  ]
}
