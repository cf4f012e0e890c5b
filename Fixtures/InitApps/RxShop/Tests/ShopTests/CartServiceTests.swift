import RxTest
import Verify
import XCTest

@testable import Shop

final class CartServiceTests: XCTestCase {
  func testStarts() {
    let verification: StoreVerification<CartService, Int>? = nil
    XCTAssertNil(verification)
  }
}
