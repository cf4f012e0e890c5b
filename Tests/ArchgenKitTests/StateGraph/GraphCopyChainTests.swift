import ArchgenKit
import ArchgenTestSupport
import XCTest

/// Issue 21 point 1, type-directed reading of copies: a chain of copy links on the state, the
/// state's own methods that return it changed, and its initializer called with old fields.
final class GraphCopyChainTests: XCTestCase {
  private func machines(_ fixture: String) throws -> [String: [String]] {
    var result: [String: [String]] = [:]
    for machine in try GraphFixtures.analyze(fixture).machines {
      result[machine.name] = machine.transitions.map { "\($0.from) -\($0.event)-> \($0.to)" }
    }
    return result
  }

  /// `state.mutate { … }.showing(.added)`: every link's changes, the argument passed to a
  /// state method standing for its parameter (`banner=added`, not `banner=?`).
  func testChainsOfCopiesDrawEachLinksFields() throws {
    let found = try machines("CopyChains.swift")
    XCTAssertEqual(
      found["reduceBasket"],
      [
        "* -add-> items=?", "* -add-> banner=added", "* -remove-> items=?",
        "* -remove-> removedIndex=?", "* -remove-> banner=removed", "* -clear-> banner=cleared",
        "* -clear-> items=[]", "* -edit-> isEditing=true",
      ])
  }

  /// `Location(isRequesting: true, status: state.status, message: nil)`: the fields passed on
  /// are kept, the others changed; an initializer that copies nothing replaces the state (`?`);
  /// `next = requested(state: state)` follows the helper.
  func testInitializerCopiesDrawTheChangedFields() throws {
    let found = try machines("CopyChains.swift")
    XCTAssertEqual(
      found["LocationReducer"],
      [
        "* -request-> isRequesting=true", "* -request-> message=nil",
        "* -statusChanged-> status=?", "* -failed-> isRequesting=false",
        "* -failed-> message=?", "* -reset-> ?",
      ])
  }
}
