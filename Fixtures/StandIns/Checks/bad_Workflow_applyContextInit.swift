// A test cannot make an ApplyContext: only the runtime and WorkflowTesting can.
import Workflow

struct Door: Workflow {
  enum State { case open }
}

let context = ApplyContext<Door>()
// expect-error: inaccessible due to '@_spi' protection level
