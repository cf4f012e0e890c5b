/// `workflowAction`: Workflow's `apply(toState:)` on an action enum, whose event is `self`.
package enum WorkflowActionForm: EntryForm {
  package static let identifier = "workflowAction"
  package static let description =
    "Workflow's `apply(toState:)` on an action enum, whose event is `self`."
  package static let prefilterWords: [String] = ["switch"]
  package static var finder: any FormFinder.Type { FunctionChainFinder.self }
  package static let examples = [
    FormExample(
      """
      struct LoginWorkflow: Workflow {
        enum State { case idle, loading, failed }

        enum Action: WorkflowAction {
          typealias WorkflowType = LoginWorkflow
          case submit, fail, reset

          func apply(toState state: inout LoginWorkflow.State) -> Never? {
            switch self {
            case .submit: state = .loading
            case .fail: state = .failed
            case .reset: state = .idle
            }
            return nil
          }
        }
      }
      """,
      transitions: [
        "* -submit-> loading",
        "* -fail-> failed",
        "* -reset-> idle",
      ])
  ]
}
