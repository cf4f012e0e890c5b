// The part of WorkflowTesting's API that `archgen tests`' generated tests use, written for
// archgen (not WorkflowTesting's code): `Action.tester(withState:)`, `send(action:)`, which
// applies the action with a context of its own, and `verifyState`.
@_spi(WorkflowTesting) import Workflow

extension WorkflowAction {
  public static func tester(withState state: WorkflowType.State)
    -> WorkflowActionTester<WorkflowType, Self>
  {
    WorkflowActionTester(state: state, output: nil)
  }
}

public struct WorkflowActionTester<WorkflowType: Workflow, Action: WorkflowAction>
where Action.WorkflowType == WorkflowType {
  let state: WorkflowType.State
  let output: WorkflowType.Output?

  @discardableResult
  public func send(action: Action) -> WorkflowActionTester<WorkflowType, Action> {
    var newState = state
    let output = action.apply(toState: &newState, context: ApplyContext())
    return WorkflowActionTester(state: newState, output: output)
  }

  @discardableResult
  public func verifyState(_ assertions: (WorkflowType.State) throws -> Void) rethrows
    -> WorkflowActionTester<WorkflowType, Action>
  {
    try assertions(state)
    return self
  }
}
