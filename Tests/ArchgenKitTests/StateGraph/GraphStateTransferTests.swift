import ArchgenKit
import ArchgenTestSupport
import XCTest

/// Issue 31, machines read by what their bodies do: a computed property of the state's enum that
/// gives a case for each case is a transfer (`signal = signal.advanced`), in the file or in
/// another, whether one method or several give it.
final class GraphStateTransferTests: XCTestCase {
  private func machines(_ fixture: String) throws -> [String: [String]] {
    GraphFixtures.edgesByMachine(try GraphFixtures.analyze(fixture))
  }

  /// One edge from each case the property moves to the case it gives; a case given back as it
  /// was is none; a property that is no transfer stays `?`.
  func testAStateGivenItsOwnTransferPropertyMovesFromEachCase() throws {
    let found = try machines("StateTransfers.swift")
    XCTAssertEqual(
      found["Crossing"],
      [
        "red -tick-> green", "green -tick-> amber", "amber -tick-> amber", "amber -tick-> red",
        "* -fault-> flashing", "flashing -repair-> red",
      ])
    XCTAssertEqual(found["Lamp"], ["* -press-> ?", "* -cut-> off"])
  }

  /// The transfer declared in another file's extension of a generic enum, the state optional
  /// and written through a type alias: `nil` goes to the fallback, and the work that follows
  /// starts from every value the transfer gives.
  func testATransferInAnotherFileAndItsFallbackOnAnOptionalState() throws {
    let result = try GraphFixtures.analyze(group: "Transfers", "OptionalRetry")
    XCTAssertEqual(
      GraphFixtures.edgesByMachine(result)["SyncPanel"],
      [
        "done -retry-> running", "gaveUp -retry-> queued", "nil -retry-> queued",
        "running -retry-> done", "queued -retry-> done", "running -retry-> gaveUp",
        "queued -retry-> gaveUp",
      ])
    try GraphFixtures.assertGroupGoldens("Transfers", ["OptionalRetry"])
  }
}
