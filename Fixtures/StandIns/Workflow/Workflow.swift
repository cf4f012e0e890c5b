// The part of Workflow's API that the fixtures and `archgen tests`' generated tests use, written
// for archgen (not Workflow's code): a `Workflow` names its `State` and `Output`, and a
// `WorkflowAction` applies itself to the state with an `ApplyContext` that only the runtime (or
// WorkflowTesting) makes. No rendering.

public protocol Workflow {
  associatedtype State
  associatedtype Output = Never
}

public protocol WorkflowAction<WorkflowType> {
  associatedtype WorkflowType: Workflow

  func apply(
    toState state: inout WorkflowType.State, context: ApplyContext<WorkflowType>
  ) -> WorkflowType.Output?
}

/// What an action may read while it applies; no public initializer, as in Workflow.
public struct ApplyContext<WorkflowType: Workflow> {
  @_spi(WorkflowTesting) public init() {}
}
