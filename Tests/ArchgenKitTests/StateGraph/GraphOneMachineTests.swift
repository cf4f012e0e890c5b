import ArchgenKit
import ArchgenTestSupport
import XCTest

/// Issue 21: one machine read in several places of one type is drawn once, and a bundle of view
/// values set by methods is no machine (with a `--verbose` reason).
final class GraphOneMachineTests: XCTestCase {
  private func machines(_ fixture: String) throws -> [String: [String]] {
    var result: [String: [String]] = [:]
    for machine in try GraphFixtures.analyze(fixture).machines {
      XCTAssertNil(result[machine.name], "\(machine.name) is drawn twice")
      result[machine.name] = machine.transitions.map { "\($0.from) -\($0.event)-> \($0.to)" }
    }
    return result
  }

  /// A route table and the route-mapping closures of the same machine object (one filtering with
  /// `guard event == .x, case .y = fromState`; an eventless `addRoute` no `tryState` takes is no
  /// edge); a view model's
  /// handler and the private handler it calls with a payload; two mutating methods of a state.
  func testOneTypeOneMachine() throws {
    let found = try machines("SplitMachines.swift")
    XCTAssertEqual(found.count, 4, "\(found.keys.sorted())")
    XCTAssertEqual(
      found["TicketFlow"],
      [
        "draft -submit-> submitted", "submitted -approve-> approved",
        "submitted -reject-> rejected", "rejected -*-> draft",
      ])
    // The eventless `addRoute` of a machine whose `tryState` is called.
    XCTAssertEqual(found["DoorLock.machine"], ["locked -*-> unlocked"])
    XCTAssertEqual(
      found["UploadScreenViewModel"],
      [
        "* -pick-> mode=picking", "* -cancel-> mode=idle", "* -error.retry-> mode=uploading",
        "* -error.dismiss-> mode=failed",
      ])
    XCTAssertEqual(
      found["PlaylistBannerState"],
      [
        "* -load-> loading", "* -clear-> empty", "loaded -select-> selected",
        "selected -deselect-> loaded",
      ])
  }

  /// `--verbose` says where each folded reading went.
  func testFoldedReadingsAreNotedInVerbose() throws {
    let notes = try GraphFixtures.analyze("SplitMachines.swift").dropped.map(\.note)
    XCTAssertTrue(
      notes.contains {
        $0.hasSuffix(
          "SplitMachines.swift:48:3: note: UploadScreenViewModel.handleErrorAction is not drawn: a "
            + "helper another reducer of its type calls with its state or event; drawn as part of "
            + "that machine")
      }, "\(notes)")
  }

  /// Methods that set fields of a struct of flags, text and an optional error, with no event
  /// switch: dropped, and `--verbose` says so at the class.
  func testBundleOfViewValuesIsNoMachine() throws {
    let result = try GraphFixtures.analyze("NegativeViewBundle.swift")
    XCTAssertEqual(result.machines, [])
    let notes = result.dropped.map(\.note)
    XCTAssertTrue(
      notes.contains {
        $0.hasSuffix(
          "NegativeViewBundle.swift:13:1: note: CheckoutScreenViewModel.state is not drawn: its "
            + "methods set fields of a bundle of view values (flags, text, optionals), with no "
            + "event switch; the state itself never moves to a case")
          && $0.contains("bundle of view values")
      }, "\(notes)")
    XCTAssertTrue(
      notes.contains {
        $0.contains("BlockListScreenViewModel") && $0.contains("presents an alert (UI text)")
      }, "\(notes)")
    XCTAssertTrue(
      notes.contains { $0.contains("MessageCellSizer") && $0.contains("a measure (CGFloat)") },
      "\(notes)")
  }
}
