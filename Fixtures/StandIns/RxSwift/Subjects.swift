// Interface stand-in for RxSwift 6: subjects.

public protocol SubjectType: ObservableType {
    associatedtype Observer: ObserverType
    func asObserver() -> Observer
}

public final class PublishSubject<Element>: Observable<Element>, SubjectType, Cancelable, ObserverType {
    public typealias SubjectObserverType = PublishSubject<Element>
    public var hasObservers: Bool { fatalError("stand-in") }
    public var isDisposed: Bool { fatalError("stand-in") }
    public override init() {}
    public func on(_ event: Event<Element>) {}
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        fatalError("stand-in")
    }
    public func asObserver() -> PublishSubject<Element> { self }
    public func dispose() {}
}

public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    public typealias SubjectObserverType = BehaviorSubject<Element>
    public var hasObservers: Bool { fatalError("stand-in") }
    public var isDisposed: Bool { fatalError("stand-in") }
    public init(value: Element) {}
    public func value() throws -> Element { fatalError("stand-in") }
    public func on(_ event: Event<Element>) {}
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        fatalError("stand-in")
    }
    public func asObserver() -> BehaviorSubject<Element> { self }
    public func dispose() {}
}

public class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Disposable {
    public typealias SubjectObserverType = ReplaySubject<Element>
    public var hasObservers: Bool { fatalError("stand-in") }
    override init() {}
    public func on(_ event: Event<Element>) {}
    public func asObserver() -> ReplaySubject<Element> { self }
    public func dispose() {}
    public static func create(bufferSize: Int) -> ReplaySubject<Element> { fatalError("stand-in") }
    public static func createUnbound() -> ReplaySubject<Element> { fatalError("stand-in") }
}

public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType {
    public typealias SubjectObserverType = AsyncSubject<Element>
    public var hasObservers: Bool { fatalError("stand-in") }
    public override init() {}
    public func on(_ event: Event<Element>) {}
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        fatalError("stand-in")
    }
    public func asObserver() -> AsyncSubject<Element> { self }
}
