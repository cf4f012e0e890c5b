// Test runtime for the service fixtures (see Package.swift): the team's ObservableProperty,
// written for this check with the interface of Fixtures/StandIns/FeedbackSystem; not the library.

import RxRelay
import RxSwift

/// A read-only observable value: a current `value`, and subscribing replays it then every change.
public final class ObservableProperty<Element>: ObservableType {
  private let relay: BehaviorRelay<Element>

  public init(_ relay: BehaviorRelay<Element>) { self.relay = relay }

  public var value: Element { relay.value }

  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    relay.subscribe(observer)
  }

  public func asObservable() -> Observable<Element> { relay.asObservable() }
}
