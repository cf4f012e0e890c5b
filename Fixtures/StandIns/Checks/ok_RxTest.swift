// Ordinary RxTest usage inside an XCTestCase.
import RxSwift
import RxTest
import XCTest

final class DoublerTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var bag: DisposeBag!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        bag = DisposeBag()
    }

    func testDoublesValues() {
        let input = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .completed(300),
        ])
        let observer = scheduler.start { input.map { $0 * 2 } }

        XCTAssertEqual(observer.events, [
            .next(210, 2),
            .next(220, 4),
            .completed(300),
        ])
        XCTAssertEqual(input.subscriptions, [Subscription(200, 300)])
    }

    func testRecordsElements() {
        let observer = scheduler.createObserver(String.self)
        let cold = scheduler.createColdObservable(Recorded.events(.next(10, "a"), .next(20, "b")))
        cold.bind(to: observer).disposed(by: bag)
        scheduler.scheduleAt(100) { print("tick") }
        scheduler.advanceTo(50)
        scheduler.start()

        XCTAssertRecordedElements(observer.events, ["a", "b"])
        XCTAssertEqual(observer.events.map(\.time), [10, 20])
        let expected: [Recorded<Event<String>>] = [.next(10, "a"), .next(20, "b")]
        XCTAssertEqual(observer.events, expected)
        XCTAssertEqual(observer.events.last?.value.element, "b")
        let custom = scheduler.start(created: 0, subscribed: 0, disposed: 1000) { Observable.just(1) }
        XCTAssertEqual(custom.events, [.next(1, 1), .completed(1)])
        let failing: Recorded<Event<Int>> = .error(30, RxError.timeout)
        _ = failing
        XCTAssertEqual(TestScheduler.Defaults.subscribed, 200)
        let tick: TestScheduler.VirtualTimeInterval = 5
        scheduler.sleep(tick)
    }
}
