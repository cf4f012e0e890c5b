// TestableObserver.events is read-only from outside RxTest.
// expect-error: cannot assign to property: 'events' setter is inaccessible
import RxSwift
import RxTest
import XCTest

final class ObserverTests: XCTestCase {
    func testReset() {
        let observer = TestScheduler(initialClock: 0).createObserver(Int.self)
        observer.events = []
    }
}
