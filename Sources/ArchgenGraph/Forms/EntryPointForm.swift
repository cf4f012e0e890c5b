/// `entryPoint`: The other public methods of a held handler's type that change its state
/// (`reset()`), each an event of the handler's machine.
package enum EntryPointForm: EntryForm {
  package static let identifier = "entryPoint"
  package static let description =
    "The other public methods of a held handler's type that change its state "
    + "(`reset()`), each an event of the handler's machine."
  package static let prefilterWords: [String] = ["switch"]
  package static var finder: any FormFinder.Type { EntryPointFinderRun.self }
  package static let examples = [
    FormExample(
      """
      import Combine

      final class UploadViewModel: ObservableObject {
        enum State { case idle, uploading, done }
        enum Action { case start, finish }

        @Published var state: State = .idle

        func handle(_ action: Action) {
          switch action {
          case .start: state = .uploading
          case .finish: state = .done
          }
        }

        func reset() {
          state = .idle
        }
      }
      """,
      transitions: [
        "* -start-> uploading",
        "* -finish-> done",
        "* -reset-> idle",
      ], origin: HeldHandlerForm.identifier)
  ]
}
