// Test runtime for the service fixtures (see Package.swift): RxSwift's subjects, written for this
// check under RxSwift's names and signatures; not a copy of RxSwift.

/// Observers by subscription, and the stop event once there is one.
private struct Observers<Element> {
  private var next = 0
  private var observers: [(key: Int, observer: AnyObserver<Element>)] = []
  private(set) var stopEvent: Event<Element>?

  mutating func insert(_ observer: AnyObserver<Element>) -> Int {
    next += 1
    observers.append((next, observer))
    return next
  }

  mutating func remove(_ key: Int) {
    observers.removeAll { $0.key == key }
  }

  /// Sends `event` to every observer subscribed before it (in subscription order).
  mutating func send(_ event: Event<Element>) {
    guard stopEvent == nil else { return }
    let current = observers
    if event.isStopEvent {
      stopEvent = event
      observers = []
    }
    for entry in current { entry.observer.on(event) }
  }
}

/// Forwards each event to the observers subscribed at that time.
public final class PublishSubject<Element>: Observable<Element>, ObserverType {
  private var observers = Observers<Element>()

  public override init() {}

  public func on(_ event: Event<Element>) { observers.send(event) }

  public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    if let stop = observers.stopEvent {
      observer.on(stop)
      return Disposables.create()
    }
    let key = observers.insert(AnyObserver(observer))
    return Disposables.create { [weak self] in self?.observers.remove(key) }
  }
}

/// Holds a current value, replays it to each new observer, then forwards every later event.
public final class BehaviorSubject<Element>: Observable<Element>, ObserverType {
  private var current: Element
  private var observers = Observers<Element>()

  public init(value: Element) { current = value }

  /// The latest element; throws the error that ended the sequence, if one did.
  public func value() throws -> Element {
    if case .error(let error)? = observers.stopEvent { throw error }
    return current
  }

  public func on(_ event: Event<Element>) {
    guard observers.stopEvent == nil else { return }
    if case .next(let element) = event { current = element }
    observers.send(event)
  }

  public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    if let stop = observers.stopEvent {
      observer.on(stop)
      return Disposables.create()
    }
    let key = observers.insert(AnyObserver(observer))
    observer.on(.next(current))
    return Disposables.create { [weak self] in self?.observers.remove(key) }
  }
}
