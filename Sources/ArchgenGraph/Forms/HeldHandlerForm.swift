/// `heldHandler`: An action handler of an object that holds its state (a view model's `send(_:)`
/// changing `@Published var state`, a processor's inherited `state`).
package enum HeldHandlerForm: EntryForm {
  package static let identifier = "heldHandler"
  package static let description =
    "An action handler of an object that holds its state (a view model's "
    + "`send(_:)` changing `@Published var state`, a processor's inherited " + "`state`)."
  package static let prefilterWords: [String] = ["switch"]
  package static var finder: any FormFinder.Type { FunctionChainFinder.self }
  package static let examples = [
    FormExample(
      """
      import Combine

      final class ArticlesViewModel: ObservableObject {
        enum State { case idle, loading, loaded }
        enum Action { case load, finish }

        @Published private(set) var state: State = .idle

        func send(_ action: Action) {
          switch action {
          case .load: state = .loading
          case .finish: state = .loaded
          }
        }
      }
      """,
      transitions: [
        "* -load-> loading",
        "* -finish-> loaded",
      ])
  ]
}
