import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// Issue 31 item 2, detection by meaning, where the state is stored: a value a type's code moves
/// is its state however it is reached (a computed property whose setter writes the store, a box
/// whose closures set the value they are handed), whatever it is called.
final class GraphStoreElsewhereTests: XCTestCase {
  private let group = "Detection"

  func testMultiFileFixturesMatchGoldenJSONAndDOT() throws {
    try GraphFixtures.assertGroupGoldens(group, ["GuardedStores"])
  }

  /// `var phase { get { lock.withLock { storedPhase } } set { lock.withLock { storedPhase =
  /// newValue } } }`: writing the view writes the store, whose default is the initial; a box's
  /// closures that set their parameter (`state.mutate { $0 = .blinking }`, `state.exclusively {
  /// value in ... value = .steady }`) set the state whatever the calls are named, and a getter
  /// that only reads the box (`currentState`) is no second state.
  func testAStoreBehindALockOrABoxIsTheState() throws {
    let result = try GraphFixtures.analyze(group: group, "GuardedStores")
    XCTAssertEqual(
      GraphFixtures.edgesByMachine(result),
      [
        "Beacon": ["* -blink-> blinking", "blinking -hold-> steady", "* -switchOff-> dark"],
        "Uplink": ["offline -dial-> dialing", "dialing -answered-> online", "* -hangUp-> offline"],
      ])
    XCTAssertEqual(result.machines.map(\.initial), ["dark", "offline"])
  }
}
