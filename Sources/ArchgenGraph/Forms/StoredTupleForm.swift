/// `storedTuple`: A method switching over a tuple of a value its type stores and another value
/// (`switch (status, result)`), the stored value moved to cases.
package enum StoredTupleForm: EntryForm {
  package static let identifier = "storedTuple"
  package static let description =
    "A method switching over a tuple of a value its type stores and another value"
    + " (`switch (status, result)`), the stored value moved to cases."
  package static let prefilterWords: [String] = ["switch"]
  package static var finder: any FormFinder.Type { FunctionChainFinder.self }
  package static let examples = [
    FormExample(
      """
      enum Status { case idle, fetching, failed }
      enum FetchResult { case started, error }

      final class Fetcher {
        private var status: Status = .idle

        func handle(_ result: FetchResult) {
          switch (status, result) {
          case (.idle, .started): status = .fetching
          case (.fetching, .error): status = .failed
          default: break
          }
        }
      }
      """,
      transitions: [
        "idle -started-> fetching",
        "fetching -error-> failed",
      ])
  ]
}
