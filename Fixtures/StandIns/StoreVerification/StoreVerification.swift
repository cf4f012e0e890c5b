// Interface stand-in for the team's StoreVerification test utility
// (described in the architecture seed "Testing").

import FeedbackSystem
import RxSwift
import RxTest
import XCTest

/// Given-when-then harness for stores and services built on FeedbackSystem.
///
/// `given` receives a fresh `TestScheduler`, builds the store with it and
/// returns the store with its observable state. Each `verify` (or `when` /
/// `then`) continues from where the previous one left off: same store, same
/// virtual clock, all recorded states so far.
///
///     let sut = StoreVerification<AuthService, AuthService.State>(given: { scheduler in
///       let store = AuthService(scheduler: scheduler)
///       return (store, store.state.asObservable())
///     })
///     sut.verify(
///       when: { store, scheduler in
///         scheduler.advanceBy(10)
///         store.dispatch(.authenticate(credentials))
///         scheduler.advanceBy(10)
///       },
///       then: { events in XCTAssertRecordedElements(events, [.idle, .authenticating(credentials)]) }
///     )
public final class StoreVerification<Store, State> {
    /// Sets up the store under test with the provided test scheduler.
    public init(given: @escaping (TestScheduler) -> (Store, Observable<State>)) {
        fatalError("stand-in")
    }

    /// Convenience for stores exposing `ObservableProperty<State>` directly,
    /// so `return (store, store.state)` type-checks as in the seed example.
    public convenience init(given: @escaping (TestScheduler) -> (Store, ObservableProperty<State>)) {
        fatalError("stand-in")
    }

    /// Runs `when` (act: dispatch and advance the scheduler), then `then`
    /// (assert) with every state recorded so far.
    public func verify(when: (Store, TestScheduler) -> Void, then: ([Recorded<Event<State>>]) -> Void) {
        fatalError("stand-in")
    }

    /// Only the act step; useful to build up context across calls.
    public func when(_ when: (Store, TestScheduler) -> Void) {
        fatalError("stand-in")
    }

    /// Only the assert step, with every state recorded so far.
    public func then(_ then: ([Recorded<Event<State>>]) -> Void) {
        fatalError("stand-in")
    }
}

extension TestScheduler {
    /// Advances the virtual clock by `virtualInterval` ticks, running all
    /// work scheduled up to that point.
    public func advanceBy(_ virtualInterval: TestScheduler.VirtualTimeInterval) {
        fatalError("stand-in")
    }
}
