// Interface stand-in for RxCocoa 6: SharedSequence, Driver and Signal.

import RxSwift

public protocol SharingStrategyProtocol {
    static var scheduler: SchedulerType { get }
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    associatedtype SharingStrategy: SharingStrategyProtocol
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType, ObservableConvertibleType {
    let source: Observable<Element>
    public func asObservable() -> Observable<Element> { source }
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }
}

public struct DriverSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType { fatalError("stand-in") }
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> { fatalError("stand-in") }
}

public struct SignalSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType { fatalError("stand-in") }
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> { fatalError("stand-in") }
}

public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

extension ObservableConvertibleType {
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> { fatalError("stand-in") }
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> { fatalError("stand-in") }
    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> { fatalError("stand-in") }
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> { fatalError("stand-in") }
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> { fatalError("stand-in") }
    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> { fatalError("stand-in") }
}

extension SharedSequence {
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> { fatalError("stand-in") }
    public static func empty() -> SharedSequence<SharingStrategy, Element> { fatalError("stand-in") }
    public static func never() -> SharedSequence<SharingStrategy, Element> { fatalError("stand-in") }
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...) -> SharedSequence<SharingStrategy, Element> {
        fatalError("stand-in")
    }
    public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>]) -> SharedSequence<SharingStrategy, Element> {
        fatalError("stand-in")
    }
}

extension SharedSequenceConvertibleType {
    public func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> { fatalError("stand-in") }
    public func compactMap<Result>(_ selector: @escaping (Element) -> Result?) -> SharedSequence<SharingStrategy, Result> {
        fatalError("stand-in")
    }
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> { fatalError("stand-in") }
    public func flatMapLatest<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result> {
        fatalError("stand-in")
    }
    public func flatMap<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result> {
        fatalError("stand-in")
    }
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> { fatalError("stand-in") }
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> { fatalError("stand-in") }
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> { fatalError("stand-in") }
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        fatalError("stand-in")
    }
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType>(_ second: SecondO)
        -> SharedSequence<SharingStrategy, SecondO.Element> where SecondO.SharingStrategy == SharingStrategy {
        fatalError("stand-in")
    }
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        fatalError("stand-in")
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> { fatalError("stand-in") }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element {
        fatalError("stand-in")
    }
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element? {
        fatalError("stand-in")
    }
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable { fatalError("stand-in") }
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable { fatalError("stand-in") }
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable { fatalError("stand-in") }
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable { fatalError("stand-in") }
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result { fatalError("stand-in") }
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        fatalError("stand-in")
    }
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        fatalError("stand-in")
    }
    public func drive() -> Disposable { fatalError("stand-in") }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        fatalError("stand-in")
    }
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        fatalError("stand-in")
    }
    public func emit(to relays: PublishRelay<Element>...) -> Disposable { fatalError("stand-in") }
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable { fatalError("stand-in") }
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        fatalError("stand-in")
    }
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        fatalError("stand-in")
    }
    public func emit() -> Disposable { fatalError("stand-in") }
}

extension BehaviorRelay {
    public func asDriver() -> Driver<Element> { fatalError("stand-in") }
}

extension PublishRelay {
    public func asSignal() -> Signal<Element> { fatalError("stand-in") }
}
