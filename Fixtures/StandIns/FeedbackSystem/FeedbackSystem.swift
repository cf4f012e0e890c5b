// Interface stand-in for the team's RxSwift-based FeedbackSystem
// (described in the architecture seed "Feedback System"). Bodies never run.

import RxRelay
import RxSwift

/// A unidirectional state machine: `State` is changed only by the `reduce`
/// function in response to an `Event`, and side effects live in `Feedback`s
/// that observe the state and emit new events back into the loop.
///
/// All work happens on the given `scheduler`, which should be serial so the
/// order of execution is predictable. Inject RxTest's `TestScheduler` in unit
/// tests (see `StoreVerification`).
///
///     system = FeedbackSystem(
///       initial: State.initial,
///       scheduler: scheduler,
///       reduce: State.reduce,
///       feedbacks: [Feedback.just(effects: actions.map(Event.action))]
///     )
public final class FeedbackSystem<State, Event> {
    /// Creates the loop and starts it on `scheduler`.
    /// - Parameters:
    ///   - initial: The state before any event is reduced.
    ///   - scheduler: The serial scheduler all reductions and effects run on.
    ///   - reduce: Business logic: mutates the state for one event.
    ///   - feedbacks: Side effects turning state changes into events.
    public init(
        initial: State,
        scheduler: SchedulerType,
        reduce: @escaping (inout State, Event) -> Void,
        feedbacks: [Feedback<State, Event>]
    ) {
        fatalError("stand-in")
    }

    /// The current state plus every later state, replaying the current one to
    /// new subscribers.
    public var state: ObservableProperty<State> { fatalError("stand-in") }
}

/// A side effect of a `FeedbackSystem`: given the stream of states (and the
/// system's scheduler), it returns the events to feed back into the reducer.
public struct Feedback<State, Event> {
    /// The general form: full control over how states become events.
    public init(effects: @escaping (ObservableSchedulerContext<State>) -> Observable<Event>) {
        fatalError("stand-in")
    }

    /// Feeds events from an outside source (e.g. user actions from a relay)
    /// into the system, regardless of state.
    public static func just(effects: Observable<Event>) -> Feedback {
        fatalError("stand-in")
    }

    /// Runs `effects` whenever `state` yields a non-nil request; a new
    /// request cancels the effect of the previous one, and `nil` cancels it.
    public static func lensing<Request>(
        state: @escaping (State) -> Request?,
        effects: @escaping (Request) -> Observable<Event>
    ) -> Feedback {
        fatalError("stand-in")
    }

    /// Like `lensing`, but equal consecutive requests are skipped, so the
    /// effect runs once per distinct request.
    public static func lensingSkippingRepeated<Request: Equatable>(
        state: @escaping (State) -> Request?,
        effects: @escaping (Request) -> Observable<Event>
    ) -> Feedback {
        fatalError("stand-in")
    }
}

/// The state stream handed to a general `Feedback`, together with the
/// scheduler the system runs on.
public struct ObservableSchedulerContext<Element>: ObservableType {
    /// The observed states.
    public let source: Observable<Element>
    /// The system's scheduler; effects should deliver events on it.
    public let scheduler: ImmediateSchedulerType

    public init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        fatalError("stand-in")
    }
}
