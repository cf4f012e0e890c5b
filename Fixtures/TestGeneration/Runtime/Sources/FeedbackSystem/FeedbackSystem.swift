// Test runtime for the service fixtures (see Package.swift): the team's RxSwift FeedbackSystem,
// written for this check with the interface of Fixtures/StandIns/FeedbackSystem; not the library.
// Only `Feedback(effects:)` and `Feedback.just(effects:)` are here: the fixtures use no other.
//
// As in the library, everything runs on the given scheduler: the loop starts (subscribes its
// feedbacks) on it, and each event a feedback sends is reduced on it. On RxTest's TestScheduler
// nothing happens until the test advances the clock.

import RxRelay
import RxSwift

public final class FeedbackSystem<State, Event> {
  private let scheduler: SchedulerType
  private let reduce: (inout State, Event) -> Void
  private let relay: BehaviorRelay<State>
  private let bag = DisposeBag()

  public init(
    initial: State,
    scheduler: SchedulerType,
    reduce: @escaping (inout State, Event) -> Void,
    feedbacks: [Feedback<State, Event>]
  ) {
    self.scheduler = scheduler
    self.reduce = reduce
    relay = BehaviorRelay(value: initial)
    let context = ObservableSchedulerContext(source: relay.asObservable(), scheduler: scheduler)
    scheduler.schedule(feedbacks) { [weak self] feedbacks in
      guard let self else { return Disposables.create() }
      for feedback in feedbacks {
        feedback.effects(context)
          .subscribe(onNext: { [weak self] event in self?.send(event) })
          .disposed(by: self.bag)
      }
      return Disposables.create()
    }
    .disposed(by: bag)
  }

  /// The current state plus every later state, replaying the current one to new subscribers.
  public var state: ObservableProperty<State> { ObservableProperty(relay) }

  /// Reduces `event` on the scheduler, then publishes the new state.
  private func send(_ event: Event) {
    _ = scheduler.schedule(event) { [weak self] event in
      guard let self else { return Disposables.create() }
      var state = self.relay.value
      self.reduce(&state, event)
      self.relay.accept(state)
      return Disposables.create()
    }
  }
}

/// A side effect: given the states (and the scheduler), the events to feed back.
public struct Feedback<State, Event> {
  let effects: (ObservableSchedulerContext<State>) -> Observable<Event>

  public init(effects: @escaping (ObservableSchedulerContext<State>) -> Observable<Event>) {
    self.effects = effects
  }

  /// Feeds events from an outside source (user actions from a relay) into the system.
  public static func just(effects: Observable<Event>) -> Feedback {
    Feedback { _ in effects }
  }
}

/// The state stream handed to a general `Feedback`, with the system's scheduler.
public struct ObservableSchedulerContext<Element>: ObservableType {
  public let source: Observable<Element>
  public let scheduler: ImmediateSchedulerType

  public init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
    self.source = source
    self.scheduler = scheduler
  }

  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    source.subscribe(observer)
  }
}
