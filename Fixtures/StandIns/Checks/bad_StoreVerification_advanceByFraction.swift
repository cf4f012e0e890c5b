// Virtual time is counted in Int ticks.
// expect-error: cannot convert value of type 'Double' to expected argument type 'TestScheduler.VirtualTimeInterval'
import RxTest
import StoreVerification
import XCTest

final class TickTests: XCTestCase {
    func testHalfTick() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.advanceBy(0.5)
    }
}
