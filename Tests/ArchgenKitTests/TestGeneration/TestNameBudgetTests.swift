import XCTest

@testable import ArchgenKit

/// Issue 32 item 7: a test's name keeps to 60 characters, cut at a word, and a name that two
/// tests would share gets a number within the same budget.
final class TestNameBudgetTests: XCTestCase {
  func testALongGuardIsCutAtAWordWithinTheBudget() {
    let name = TestName.make(
      Transition(
        from: "waitingForConfirmation", to: "confirmed", event: "userDidTapConfirm",
        guardText: "!state.isLoading && state.attempts < 3 && state.hasAcceptedTerms", line: 1))
    XCTAssertLessThanOrEqual(name.count, TestName.budget)
    XCTAssertTrue(name.hasPrefix("waitingForConfirmationUserDidTapConfirmWhenNot"), name)
    // Cut where a word starts: the next character of the full name is a capital.
    let full = "waitingForConfirmationUserDidTapConfirmWhenNotStateIsLoadingAndState"
    XCTAssertTrue(full.hasPrefix(name), name)
    XCTAssertTrue(full.dropFirst(name.count).first?.isUppercase ?? true, name)
  }

  func testANameTwoTestsShareIsNumberedWithinTheBudget() {
    let long = String(repeating: "abcdefghij", count: 7)
    XCTAssertEqual(TestName.numbered(long, 1), long)
    let second = TestName.numbered(TestName.fitted(long), 2)
    XCTAssertEqual(second.count, TestName.budget)
    XCTAssertTrue(second.hasSuffix("2"))
    XCTAssertEqual(TestName.numbered("idleLoadGoesToLoading", 3), "idleLoadGoesToLoading3")
  }
}
