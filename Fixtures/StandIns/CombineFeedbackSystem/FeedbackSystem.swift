// Interface stand-in for the team's FeedbackSystem API shaped for Combine
// (the seed anticipates moving from RxSwift to Combine). Bodies never run.

import Combine

/// A unidirectional state machine: `State` is changed only by `reduce` in
/// response to an `Event`; side effects are `Feedback`s that observe the state
/// and publish events back into the loop.
///
/// Everything runs on the given `scheduler`, which should be serial; pass
/// `ImmediateScheduler.shared` or a test scheduler in unit tests.
public final class FeedbackSystem<State, Event> {
    /// Creates the loop and starts it on `scheduler`.
    /// - Parameters:
    ///   - initial: The state before any event is reduced.
    ///   - scheduler: The serial scheduler reductions and effects run on.
    ///   - reduce: Business logic: mutates the state for one event.
    ///   - feedbacks: Side effects turning state changes into events.
    public init<S: Scheduler>(
        initial: State,
        scheduler: S,
        reduce: @escaping (inout State, Event) -> Void,
        feedbacks: [Feedback<State, Event>]
    ) {
        fatalError("stand-in")
    }

    /// The current state followed by every later state.
    public var state: AnyPublisher<State, Never> { fatalError("stand-in") }

    /// The latest state, read synchronously.
    public var currentState: State { fatalError("stand-in") }
}

/// A side effect of a `FeedbackSystem`: turns the stream of states into the
/// events fed back into the reducer.
public struct Feedback<State, Event> {
    /// The general form: full control over how states become events.
    public init(effects: @escaping (AnyPublisher<State, Never>) -> AnyPublisher<Event, Never>) {
        fatalError("stand-in")
    }

    /// Feeds events from an outside, never-failing publisher (e.g. user
    /// actions from a `PassthroughSubject`) into the system.
    public static func just<P: Publisher>(effects: P) -> Feedback where P.Output == Event, P.Failure == Never {
        fatalError("stand-in")
    }

    /// Runs `effects` whenever `state` yields a non-nil request; a new request
    /// cancels the previous effect, and `nil` cancels it.
    public static func lensing<Request>(
        state: @escaping (State) -> Request?,
        effects: @escaping (Request) -> AnyPublisher<Event, Never>
    ) -> Feedback {
        fatalError("stand-in")
    }

    /// Like `lensing`, but equal consecutive requests are skipped.
    public static func lensingSkippingRepeated<Request: Equatable>(
        state: @escaping (State) -> Request?,
        effects: @escaping (Request) -> AnyPublisher<Event, Never>
    ) -> Feedback {
        fatalError("stand-in")
    }
}
