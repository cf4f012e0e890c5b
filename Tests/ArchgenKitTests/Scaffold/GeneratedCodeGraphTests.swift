import ArchgenKit
import XCTest

/// What `scene` and `service` generate is immediately drawable: `graph` finds one machine whose
/// states are exactly the declared states, whose events are exactly the actions (and service
/// events), and whose initial state is the first state.
final class GeneratedCodeGraphTests: XCTestCase {
  func testEveryFlavourGraphsToItsDeclaredStatesAndActions() throws {
    for flavour in ScaffoldFlavour.all {
      let request = flavour.request()
      let plan = try Scaffolder.plan(request)
      let context = try Scaffolder.context(for: request)
      let sources = plan.files.filter { !$0.isTest }.map {
        SourceText(path: $0.path, text: $0.contents)
      }
      let result = StateGraph.analyze(sources: sources, options: GraphOptions(paths: []))
      XCTAssertEqual(result.diagnostics, [], flavour.id)
      XCTAssertEqual(result.machines.count, 1, flavour.id)
      guard let machine = result.machines.first else { continue }
      XCTAssertEqual(machine.name, context.types.owner, flavour.id)
      XCTAssertEqual(machine.states.map(\.name), context.states.map(\.name), flavour.id)
      XCTAssertEqual(machine.initial, context.initialState.name, flavour.id)
      let expectedEvents =
        flavour.kind == .scene
        ? context.actions.map(\.name)
        : context.actions.map { "action.\($0.name)" } + context.events.map(\.name)
      XCTAssertEqual(machine.transitions.map(\.event), expectedEvents, flavour.id)
      XCTAssertTrue(machine.transitions.allSatisfy { $0.from == StateMachine.anyState }, flavour.id)
      let declared = Set(context.states.map(\.name))
      XCTAssertTrue(machine.transitions.allSatisfy { declared.contains($0.to) }, flavour.id)
    }
  }
}
