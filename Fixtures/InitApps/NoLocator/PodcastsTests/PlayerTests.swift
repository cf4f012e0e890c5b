@testable import Podcasts
import XCTest

var Current = TestEnvironment()

struct TestEnvironment {}

final class PlayerTests: XCTestCase {
  func testThreshold() {
    _ = Current
    XCTAssertEqual(PlayerContainerViewController.pullDownThreshold, 150)
  }
}
