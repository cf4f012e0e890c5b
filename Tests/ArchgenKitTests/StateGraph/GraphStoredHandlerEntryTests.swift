import ArchgenKit
import XCTest

/// A handler switching over a value its type stores has other ways in: the type's methods that
/// move the value themselves are events of its machine; those that hand the handler an event,
/// and private helpers it calls, are not.
final class GraphStoredHandlerEntryTests: XCTestCase {
  func testMethodsMovingTheStoredValueAreEventsOfTheHandlersMachine() throws {
    let edges = GraphFixtures.edgesByMachine(
      try GraphFixtures.analyze("StoredHandlerEntries.swift"))
    XCTAssertEqual(
      edges["BadgePairing"],
      [
        "greeting -hello-> confirming", "confirming -digit-> paired",
        "confirming -digit-> confirming", "* -bye-> closed", "* -linkOpened-> greeting",
      ])
    XCTAssertEqual(
      edges["KioskMode"], ["idle -browse-> browsing", "* -lock-> locked", "* -reset-> idle"])
  }
}
