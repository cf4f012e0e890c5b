// Interface stand-in for RxRelay 6: relays are ObservableType (not Observable
// subclasses) and never error or complete. `BehaviorRelay.value` is get-only;
// `PublishRelay` has no `value`.

import RxSwift

public final class BehaviorRelay<Element>: ObservableType {
    public init(value: Element) {}
    public func accept(_ event: Element) {}
    public var value: Element { fatalError("stand-in") }
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        fatalError("stand-in")
    }
    public func asObservable() -> Observable<Element> { fatalError("stand-in") }
}

public final class PublishRelay<Element>: ObservableType {
    public init() {}
    public func accept(_ event: Element) {}
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        fatalError("stand-in")
    }
    public func asObservable() -> Observable<Element> { fatalError("stand-in") }
}

public final class ReplayRelay<Element>: ObservableType {
    private init() {}
    public func accept(_ event: Element) {}
    public static func create(bufferSize: Int) -> ReplayRelay<Element> { fatalError("stand-in") }
    public static func createUnbound() -> ReplayRelay<Element> { fatalError("stand-in") }
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        fatalError("stand-in")
    }
    public func asObservable() -> Observable<Element> { fatalError("stand-in") }
}

extension ObservableType {
    public func bind(to relays: PublishRelay<Element>...) -> Disposable { fatalError("stand-in") }
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable { fatalError("stand-in") }
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable { fatalError("stand-in") }
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable { fatalError("stand-in") }
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable { fatalError("stand-in") }
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable { fatalError("stand-in") }
}
