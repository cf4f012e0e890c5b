import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenKit
@testable import ArchgenTestGeneration

/// Issue 32 (TestsCorpus5): a field set to the value its event carries is tested whatever the
/// value's type, when a test can build two different values of it the same way every time (a
/// date, a struct with one field changed) and compare them. A value whose every initializer draws
/// a random id or the clock is built once, sent and expected as itself where the field starts nil
/// or empty, and gets no test otherwise; a type with a deterministic initializer beside a random
/// one is built through the deterministic one (Fixtures/TestGeneration/ParcelReducer).
final class PassedValuesTests: XCTestCase {
  private let fixture = "TestGeneration/ParcelReducer.swift"

  private func suite() throws -> GeneratedSuite {
    let report = TestGenerator.suites(
      sources: [try SourceText.read(Fixtures.url(fixture).path)], options: GraphOptions(paths: []))
    return try XCTUnwrap(report.suites.first { $0.machine == "ParcelReducer" })
  }

  private func test(_ subject: String) throws -> GeneratedTest {
    try XCTUnwrap(try suite().tests.first { $0.subject == subject }, subject)
  }

  func testADatePassedThroughIsSentLaterThanItStarts() throws {
    let due = try test("state.due")
    XCTAssertEqual(due.path, ["state.due = Date(timeIntervalSince1970: 0)"])
    XCTAssertEqual(
      due.act, "ParcelReducer.reduce(&state, .rescheduled(to: Date(timeIntervalSince1970: 1)))")
    XCTAssertEqual(due.expected, "Date(timeIntervalSince1970: 1)")
    XCTAssertTrue(due.isComplete)
  }

  func testAStructPassedThroughIsSentWithOneFieldChanged() throws {
    // Through its memberwise initializer: the argument changed.
    let recipient = try test("state.recipient")
    XCTAssertEqual(recipient.path, ["state.recipient = Recipient(name: \"\", floor: 0)"])
    XCTAssertEqual(recipient.expected, "Recipient(name: \"\", floor: 1)")
    XCTAssertTrue(recipient.act.contains(".recipientChanged(Recipient(name: \"\", floor: 1))"))
    // Through an initializer of its own that gives the field a constant: a copy with it set.
    let preferences = try test("state.preferences")
    XCTAssertEqual(preferences.path, ["state.preferences = Preferences()"])
    XCTAssertEqual(
      preferences.expected,
      "{ var value = Preferences(); value.leaveAtDoor = true; return value }()")
  }

  func testAValueEveryInitializerOfWhichDrawsAnewIsSentAndExpectedAsItself() throws {
    let scan = try test("state.lastScan")
    XCTAssertEqual(scan.path, ["let sentValue = Scan(place: \"\")", "state.lastScan = nil"])
    XCTAssertTrue(scan.act.contains(".scanned(sentValue)"), scan.act)
    XCTAssertEqual(scan.expected, "sentValue")
    // From another such value, which no test can tell apart from the one sent: no test.
    let suite = try suite()
    XCTAssertFalse(suite.tests.contains { $0.subject == "state.firstScan" }, "\(suite.tests)")
    let skipped = try XCTUnwrap(suite.skipped.first { $0.transition.contains("firstScan") })
    XCTAssertEqual(skipped.reason, .valueNotBuilt)
  }

  func testADeterministicInitializerIsChosenOverOneThatDrawsAnId() throws {
    let stickers = try test("state.stickers")
    XCTAssertEqual(stickers.expected, "[Sticker(code: \"\", color: \"\")]")
    XCTAssertFalse(stickers.act.contains("Sticker(color:"), stickers.act)
  }

  func testGeneratedFilesMatchTheirGoldens() throws {
    for framework in TestFramework.allCases {
      let files = try plannedTestFiles(fixture, framework, folder: "passed-values").files
      assertMatchTheirGoldens(files, framework)
    }
  }

  func testTheTestsTypeCheckAgainstTheStandIn() throws {
    let standIns = try StandIns.build()
    for framework in TestFramework.allCases {
      let (directory, files) = try plannedTestFiles(
        fixture, framework, folder: "passed-values-\(framework.rawValue)")
      try assertCompleteAndTypeCheck(
        files, of: fixture, in: directory, standIns: standIns,
        what: "\(framework.rawValue) tests of \(fixture)")
    }
  }
}
