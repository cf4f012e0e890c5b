/// `partReducer`: A reducer of one part of the state: handed the whole state, it returns one
/// field's next value (ReSwift's `loaderReducer(action:state:) -> Loader`).
package enum PartReducerForm: EntryForm {
  package static let identifier = "partReducer"
  package static let description =
    "A reducer of one part of the state: handed the whole state, it returns one "
    + "field's next value (ReSwift's `loaderReducer(action:state:) -> Loader`)."
  package static let prefilterWords: [String] = ["switch"]
  package static var finder: any FormFinder.Type { FunctionChainFinder.self }
  package static let examples = [
    FormExample(
      """
      enum Loader { case hidden, shown }
      struct AppState { var loader: Loader }
      enum LoaderAction: Action { case begin, end }

      func loaderReducer(action: Action, state: AppState?) -> Loader {
        guard let state else { return .hidden }
        switch action {
        case LoaderAction.begin: return .shown
        case LoaderAction.end: return .hidden
        default: return state.loader
        }
      }
      """,
      transitions: [
        "* -*-> hidden",
        "* -LoaderAction.begin-> shown",
        "* -LoaderAction.end-> hidden",
      ])
  ]
}
