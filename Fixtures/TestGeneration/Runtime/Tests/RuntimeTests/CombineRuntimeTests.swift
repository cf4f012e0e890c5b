// Checks of the test runtime itself (not generated): the Combine feedback loop reduces on the
// scheduler it is given, at once on ImmediateScheduler.

import Combine
import CombineFeedbackSystem
import XCTest

/// A service of the fixtures' Combine shape whose state adds up what it is sent.
private final class CombineCounter {
  var state: AnyPublisher<Int, Never> { system.state }
  private let system: FeedbackSystem<Int, Int>
  private let actions = PassthroughSubject<Int, Never>()

  init<S: Scheduler>(scheduler: S) {
    system = FeedbackSystem(
      initial: 0, scheduler: scheduler, reduce: { $0 += $1 },
      feedbacks: [Feedback.just(effects: actions)])
  }

  func dispatch(_ amount: Int) { actions.send(amount) }
}

final class CombineRuntimeTests: XCTestCase {
  func testTheCombineLoopReducesAtOnceOnTheImmediateScheduler() {
    var received: [Int] = []
    let counter = CombineCounter(scheduler: ImmediateScheduler.shared)
    let subscription = counter.state.sink { received.append($0) }
    counter.dispatch(2)
    counter.dispatch(3)
    XCTAssertEqual(received, [0, 2, 5])
    subscription.cancel()
  }
}
