/// `routeTable`: SwiftState route tables: `machine.addRoutes(event:transitions:)` and
/// `addRoute(_:)` with `.a => .b`.
package enum RouteTableForm: EntryForm {
  package static let identifier = "routeTable"
  package static let description =
    "SwiftState route tables: `machine.addRoutes(event:transitions:)` and "
    + "`addRoute(_:)` with `.a => .b`."
  package static let prefilterWords: [String] = ["addRoute"]
  package static var finder: any FormFinder.Type { RouteTableFinderRun.self }
  package static let examples = [
    FormExample(
      """
      import SwiftState

      enum Phase: StateType { case idle, running, stopped }
      enum Trigger: EventType { case start, stop }

      final class Runner {
        let machine = StateMachine<Phase, Trigger>(state: .idle) { machine in
          machine.addRoutes(event: .start, transitions: [.idle => .running])
          machine.addRoutes(event: .stop, transitions: [.running => .stopped])
        }
      }
      """,
      transitions: [
        "idle -start-> running",
        "running -stop-> stopped",
      ])
  ]
}
