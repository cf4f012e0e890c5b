/// `reducerClosure`: A closure reducer: `Reducer<S, A> { state, action in }`, `Reduce { }`,
/// `reduce:` arguments, `.onChange(of:)` bodies.
package enum ReducerClosureForm: EntryForm {
  package static let identifier = "reducerClosure"
  package static let description =
    "A closure reducer: `Reducer<S, A> { state, action in }`, `Reduce { }`, "
    + "`reduce:` arguments, `.onChange(of:)` bodies."
  package static let prefilterWords: [String] = ["switch"]
  package static var finder: any FormFinder.Type { FunctionChainFinder.self }
  package static let examples = [
    FormExample(
      """
      enum CounterState { case zero, some }
      enum CounterAction { case increment, reset }

      let counterReducer = Reducer<CounterState, CounterAction> { state, action in
        switch action {
        case .increment: state = .some
        case .reset: state = .zero
        }
      }
      """,
      transitions: [
        "* -increment-> some",
        "* -reset-> zero",
      ])
  ]
}
