// Test runtime for the service fixtures (see Package.swift): RxSwift's observables and observers,
// written for this check under RxSwift's names and signatures; not a copy of RxSwift. Everything
// here runs on the calling thread, as the tests drive it.

public protocol ObservableConvertibleType {
  associatedtype Element
  func asObservable() -> Observable<Element>
}

/// A sequence of elements that observers subscribe to.
public protocol ObservableType: ObservableConvertibleType {
  func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element
}

extension ObservableType {
  public func asObservable() -> Observable<Element> {
    Observable<Element>.create { observer in self.subscribe(observer) }
  }
}

/// Receives a sequence's events.
public protocol ObserverType {
  associatedtype Element
  func on(_ event: Event<Element>)
}

extension ObserverType {
  public func onNext(_ element: Element) { on(.next(element)) }
  public func onCompleted() { on(.completed) }
  public func onError(_ error: Swift.Error) { on(.error(error)) }
}

/// A type-erased observer.
public struct AnyObserver<Element>: ObserverType {
  private let handler: (Event<Element>) -> Void

  public init(eventHandler: @escaping (Event<Element>) -> Void) { handler = eventHandler }

  public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    handler = observer.on
  }

  public func on(_ event: Event<Element>) { handler(event) }

  public func asObserver() -> AnyObserver<Element> { self }
}

/// The base class of every sequence; subclasses implement `subscribe`.
public class Observable<Element>: ObservableType {
  init() {}

  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    fatalError("Observable.subscribe is implemented by subclasses")
  }

  public func asObservable() -> Observable<Element> { self }
}

/// An observable whose subscription runs a closure; stops forwarding after a stop event or
/// once disposed.
private final class AnonymousObservable<Element>: Observable<Element> {
  private let handler: (AnyObserver<Element>) -> Disposable

  init(_ handler: @escaping (AnyObserver<Element>) -> Disposable) { self.handler = handler }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    var stopped = false
    let sink = AnyObserver<Element> { event in
      guard !stopped else { return }
      if event.isStopEvent { stopped = true }
      observer.on(event)
    }
    let subscription = handler(sink)
    return Disposables.create {
      stopped = true
      subscription.dispose()
    }
  }
}

extension ObservableType {
  /// An observable that runs `subscribe` for each observer.
  public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable)
    -> Observable<Element>
  {
    AnonymousObservable(subscribe)
  }

  /// Each element transformed; a thrown error ends the sequence with `.error`.
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
    Observable<Result>.create { observer in
      self.subscribe(
        AnyObserver<Element> { event in
          switch event {
          case .next(let element):
            do { observer.onNext(try transform(element)) } catch { observer.onError(error) }
          case .error(let error): observer.onError(error)
          case .completed: observer.onCompleted()
          }
        })
    }
  }

  /// Subscribes closures to the sequence's events.
  public func subscribe(
    onNext: ((Element) -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    let subscription = subscribe(
      AnyObserver<Element> { event in
        switch event {
        case .next(let element): onNext?(element)
        case .error(let error): onError?(error)
        case .completed: onCompleted?()
        }
      })
    return Disposables.create {
      subscription.dispose()
      onDisposed?()
    }
  }
}
