// XCTAssertRecordedElements needs Equatable elements.
// expect-error: 'Profile' conform to 'Equatable'
import RxSwift
import RxTest
import XCTest

struct Profile {
    let name: String
}

final class ProfileTests: XCTestCase {
    func testProfiles() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Profile.self)
        XCTAssertRecordedElements(observer.events, [Profile(name: "a")])
    }
}
