// `then` receives the recorded events of the store's State type.
// expect-error: cannot convert value of type 'String' to expected element type 'Int'
import FeedbackSystem
import RxRelay
import RxSwift
import RxTest
import StoreVerification
import XCTest

final class CounterStore {
    let state: ObservableProperty<Int>
    init() { state = ObservableProperty(BehaviorRelay(value: 0)) }
}

final class CounterStoreTests: XCTestCase {
    func testCounts() {
        let sut = StoreVerification<CounterStore, Int>(given: { _ in
            let store = CounterStore()
            return (store, store.state)
        })
        sut.then { events in
            XCTAssertRecordedElements(events, ["zero"])
        }
    }
}
