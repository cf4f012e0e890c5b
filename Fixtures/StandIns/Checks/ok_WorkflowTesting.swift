// The Workflow stand-ins accept an action applied with a context and the tester's calls the
// generated tests make.
import Workflow
import WorkflowTesting

struct Door: Workflow {
  enum State: Equatable { case open, shut }
  enum Action: WorkflowAction {
    typealias WorkflowType = Door
    case close
    func apply(toState state: inout Door.State, context: ApplyContext<Door>) -> Never? {
      state = .shut
      return nil
    }
  }
}

func check() -> Door.State {
  var state = Door.State.open
  Door.Action.tester(withState: state).send(action: .close).verifyState { state = $0 }
  return state
}
