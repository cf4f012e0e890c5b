// A Workflow action that applies itself with an `ApplyContext`, which no test can make: the
// tests apply it through WorkflowTesting's tester.
import Workflow

public struct TurnstileWorkflow: Workflow {
  public enum State: Equatable {
    case locked
    case unlocked
  }

  public enum Output {
    case passed
  }

  public enum Action: WorkflowAction {
    public typealias WorkflowType = TurnstileWorkflow

    case coin
    case push

    public func apply(
      toState state: inout TurnstileWorkflow.State, context: ApplyContext<TurnstileWorkflow>
    ) -> TurnstileWorkflow.Output? {
      switch (self, state) {
      case (.coin, .locked):
        state = .unlocked
        return nil
      case (.push, .unlocked):
        state = .locked
        return .passed
      default:
        return nil
      }
    }
  }
}
