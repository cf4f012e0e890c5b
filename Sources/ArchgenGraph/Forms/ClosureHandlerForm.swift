/// `closureHandler`: A closure of a type that holds its state, receiving an event that decides
/// how the state changes (a subscription's `{ [weak self] action in switch action { ... } }`, a
/// stored `let send: (Action) -> Void = { ... }`).
package enum ClosureHandlerForm: EntryForm {
  package static let identifier = "closureHandler"
  package static let description =
    "A closure of a type that holds its state, receiving an event that decides how the state"
    + " changes (a subscription's `{ [weak self] action in switch action { ... } }`, a stored"
    + " `let send: (Action) -> Void = { ... }`)."
  package static let prefilterWords: [String] = ["switch"]
  package static var finder: any FormFinder.Type { FunctionChainFinder.self }
  package static let examples = [
    FormExample(
      """
      import Combine

      final class RecorderViewModel: ObservableObject {
        enum Phase { case idle, recording }
        enum Input { case start, stop }

        @Published private(set) var state: Phase = .idle
        let input = PassthroughSubject<Input, Never>()
        private var bag = Set<AnyCancellable>()

        init() {
          input.sink { [weak self] input in
            switch input {
            case .start: self?.state = .recording
            case .stop: self?.state = .idle
            }
          }.store(in: &bag)
        }
      }
      """,
      transitions: [
        "* -start-> recording",
        "* -stop-> idle",
      ])
  ]
}
