// Test runtime for the service fixtures (see Package.swift): RxRelay's relays, written for this
// check under RxRelay's names and signatures; not a copy of RxRelay. A relay is a subject that
// never ends: it only accepts elements.

import RxSwift

/// Forwards each accepted element to the observers subscribed at that time.
public final class PublishRelay<Element>: ObservableType {
  private let subject = PublishSubject<Element>()

  public init() {}

  public func accept(_ event: Element) { subject.onNext(event) }

  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  public func asObservable() -> Observable<Element> { subject.asObservable() }
}

/// Holds a current value and replays it to each new observer, then every later one.
public final class BehaviorRelay<Element>: ObservableType {
  private let subject: BehaviorSubject<Element>

  public init(value: Element) { subject = BehaviorSubject(value: value) }

  /// The latest value.
  public var value: Element {
    // A relay's subject never receives an error, so `value()` cannot throw.
    try! subject.value()
  }

  public func accept(_ event: Element) { subject.onNext(event) }

  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  public func asObservable() -> Observable<Element> { subject.asObservable() }
}
