// Test runtime for the service fixtures (see Package.swift): the team's StoreVerification, written
// for this check with the interface of Fixtures/StandIns/StoreVerification; not the library.

import FeedbackSystem
import RxSwift
import RxTest
import XCTest

/// Given-when-then harness: `given` builds the store on a fresh TestScheduler (clock at 0), and
/// every state it publishes from then on is recorded with its virtual time. Each `verify` goes on
/// from the previous one: same store, same clock, all states so far.
public final class StoreVerification<Store, State> {
  private let scheduler: TestScheduler
  private let store: Store
  private let observer: TestableObserver<State>
  private let subscription: Disposable

  public init(given: @escaping (TestScheduler) -> (Store, Observable<State>)) {
    let scheduler = TestScheduler(initialClock: 0)
    let (store, states) = given(scheduler)
    self.scheduler = scheduler
    self.store = store
    observer = scheduler.createObserver(State.self)
    subscription = states.subscribe(observer)
  }

  public convenience init(given: @escaping (TestScheduler) -> (Store, ObservableProperty<State>)) {
    self.init(given: { scheduler in
      let (store, state) = given(scheduler)
      return (store, state.asObservable())
    })
  }

  /// Runs `when` (dispatch and advance the scheduler), then `then` with every recorded state.
  public func verify(when: (Store, TestScheduler) -> Void, then: ([Recorded<Event<State>>]) -> Void)
  {
    self.when(when)
    self.then(then)
  }

  public func when(_ when: (Store, TestScheduler) -> Void) {
    when(store, scheduler)
  }

  public func then(_ then: ([Recorded<Event<State>>]) -> Void) {
    then(observer.events)
  }

  deinit {
    subscription.dispose()
  }
}

extension TestScheduler {
  /// Advances the virtual clock by `virtualInterval` ticks, running the work due by then.
  public func advanceBy(_ virtualInterval: TestScheduler.VirtualTimeInterval) {
    advanceTo(clock + virtualInterval)
  }
}
