// Test runtime for the service fixtures (see Package.swift): the team's FeedbackSystem shaped for
// Combine, written for this check with the interface of Fixtures/StandIns/CombineFeedbackSystem;
// not the library. Only `Feedback(effects:)` and `Feedback.just(effects:)` are here: the fixtures
// use no other. Each event a feedback sends is reduced on the given scheduler (at once on
// `ImmediateScheduler`).

import Combine

public final class FeedbackSystem<State, Event> {
  private let subject: CurrentValueSubject<State, Never>
  private var cancellables: [AnyCancellable] = []

  public init<S: Scheduler>(
    initial: State,
    scheduler: S,
    reduce: @escaping (inout State, Event) -> Void,
    feedbacks: [Feedback<State, Event>]
  ) {
    let subject = CurrentValueSubject<State, Never>(initial)
    self.subject = subject
    let states = subject.eraseToAnyPublisher()
    for feedback in feedbacks {
      feedback.effects(states)
        .sink { event in
          scheduler.schedule {
            var state = subject.value
            reduce(&state, event)
            subject.send(state)
          }
        }
        .store(in: &cancellables)
    }
  }

  /// The current state followed by every later state.
  public var state: AnyPublisher<State, Never> { subject.eraseToAnyPublisher() }

  /// The latest state.
  public var currentState: State { subject.value }
}

/// A side effect: turns the states into the events fed back into the reducer.
public struct Feedback<State, Event> {
  let effects: (AnyPublisher<State, Never>) -> AnyPublisher<Event, Never>

  public init(effects: @escaping (AnyPublisher<State, Never>) -> AnyPublisher<Event, Never>) {
    self.effects = effects
  }

  /// Feeds events from an outside, never-failing publisher into the system.
  public static func just<P: Publisher>(effects: P) -> Feedback
  where P.Output == Event, P.Failure == Never {
    let events = effects.eraseToAnyPublisher()
    return Feedback { _ in events }
  }
}
