// Checks of the test runtime itself (not generated): the RxSwift feedback loop really runs on the
// scheduler it is given, so a test that forgets to advance RxTest's TestScheduler sees no new state.

import FeedbackSystem
import RxRelay
import RxSwift
import RxTest
import StoreVerification
import XCTest

/// A service of the fixtures' RxSwift shape whose state counts what it is sent.
private final class RxCounter {
  enum Action { case add(Int) }

  var state: ObservableProperty<Int> { system.state }
  private let system: FeedbackSystem<Int, Action>
  private let actions = PublishRelay<Action>()

  init(scheduler: SchedulerType) {
    system = FeedbackSystem(
      initial: 0, scheduler: scheduler,
      reduce: { state, action in
        if case .add(let amount) = action { state += amount }
      },
      feedbacks: [Feedback.just(effects: actions.asObservable())])
  }

  func dispatch(_ action: Action) { actions.accept(action) }
}

final class RxRuntimeTests: XCTestCase {
  private func verification() -> StoreVerification<RxCounter, Int> {
    StoreVerification(given: { scheduler in
      let counter = RxCounter(scheduler: scheduler)
      return (counter, counter.state)
    })
  }

  func testNothingIsReducedUntilTheTestSchedulerAdvances() {
    let sut = verification()
    sut.verify(
      when: { counter, scheduler in
        scheduler.advanceBy(10)
        counter.dispatch(.add(2))
      },
      then: { events in XCTAssertEqual(events, [.next(0, 0)]) })
    sut.verify(
      when: { _, scheduler in scheduler.advanceBy(10) },
      then: { events in XCTAssertEqual(events, [.next(0, 0), .next(11, 2)]) })
  }

  func testTheLoopStartsOnTheSchedulerSoAnActionSentBeforeIsLost() {
    let sut = verification()
    sut.verify(
      when: { counter, scheduler in
        counter.dispatch(.add(1))
        scheduler.advanceBy(10)
        counter.dispatch(.add(2))
        scheduler.advanceBy(10)
      },
      then: { events in XCTAssertRecordedElements(events, [0, 2]) })
  }

  func testWorkRunsInTimeOrderAndCancelledWorkDoesNot() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [String] = []
    scheduler.scheduleAt(20) { log.append("b@\(scheduler.clock)") }
    scheduler.scheduleAt(5) { log.append("a@\(scheduler.clock)") }
    let cancelled = scheduler.schedule(()) { _ in
      log.append("cancelled")
      return Disposables.create()
    }
    cancelled.dispose()
    scheduler.advanceTo(10)
    XCTAssertEqual(log, ["a@5"])
    XCTAssertEqual(scheduler.clock, 10)
    scheduler.start()
    XCTAssertEqual(log, ["a@5", "b@20"])
  }
}
