// Test runtime for the service fixtures (see Package.swift): RxSwift's subjects, written for this
// check under RxSwift's names and signatures; not a copy of RxSwift.

/// Observers by subscription, and the stop event once there is one.
private final class Observers<Element> {
  private var next = 0
  private var observers: [(key: Int, observer: AnyObserver<Element>)] = []
  private(set) var stopEvent: Event<Element>?

  /// Adds `observer` and sends it `replaying` first, if given; once the sequence has stopped, it
  /// gets the stop event alone. Disposing of the result removes it.
  func subscribe<Observer: ObserverType>(_ observer: Observer, replaying first: Element? = nil)
    -> Disposable where Observer.Element == Element
  {
    if let stopEvent {
      observer.on(stopEvent)
      return Disposables.create()
    }
    next += 1
    let key = next
    observers.append((key, AnyObserver(observer)))
    if let first { observer.on(.next(first)) }
    return Disposables.create { [weak self] in self?.observers.removeAll { $0.key == key } }
  }

  /// Sends `event` to every observer subscribed before it (in subscription order).
  func send(_ event: Event<Element>) {
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
  private let observers = Observers<Element>()

  public override init() {}

  public func on(_ event: Event<Element>) { observers.send(event) }

  public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    observers.subscribe(observer)
  }
}

/// Holds a current value, replays it to each new observer, then forwards every later event.
public final class BehaviorSubject<Element>: Observable<Element>, ObserverType {
  private var current: Element
  private let observers = Observers<Element>()

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
    observers.subscribe(observer, replaying: current)
  }
}
