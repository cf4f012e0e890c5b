// Interface stand-in for RxSwift 6: filtering, time-based and error operators.

public enum TakeBehavior {
    case inclusive
    case exclusive
}

extension ObservableType {
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> { fatalError("stand-in") }

    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<Element> {
        fatalError("stand-in")
    }

    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        fatalError("stand-in")
    }

    public func distinctUntilChanged<K>(_ keySelector: @escaping (Element) throws -> K, comparer: @escaping (K, K) throws -> Bool)
        -> Observable<Element> {
        fatalError("stand-in")
    }

    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element> {
        fatalError("stand-in")
    }

    public func skip(_ count: Int) -> Observable<Element> { fatalError("stand-in") }
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> { fatalError("stand-in") }
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> { fatalError("stand-in") }
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> { fatalError("stand-in") }

    public func take(_ count: Int) -> Observable<Element> { fatalError("stand-in") }
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> { fatalError("stand-in") }
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        fatalError("stand-in")
    }
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> { fatalError("stand-in") }
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        fatalError("stand-in")
    }
    public func takeLast(_ count: Int) -> Observable<Element> { fatalError("stand-in") }

    public func element(at index: Int) -> Observable<Element> { fatalError("stand-in") }
    public func single() -> Observable<Element> { fatalError("stand-in") }
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        fatalError("stand-in")
    }

    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> { fatalError("stand-in") }
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<Element> {
        fatalError("stand-in")
    }
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> { fatalError("stand-in") }
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> { fatalError("stand-in") }
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> { fatalError("stand-in") }
    public func timeout<Source: ObservableConvertibleType>(_ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType)
        -> Observable<Element> where Element == Source.Element {
        fatalError("stand-in")
    }

    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> { fatalError("stand-in") }
    public func catchAndReturn(_ element: Element) -> Observable<Element> { fatalError("stand-in") }

    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        fatalError("stand-in")
    }

    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> { fatalError("stand-in") }

    public func retry() -> Observable<Element> { fatalError("stand-in") }
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> { fatalError("stand-in") }
}

extension ObservableType where Element: Equatable {
    public func distinctUntilChanged() -> Observable<Element> { fatalError("stand-in") }
}
