// Interface stand-in for RxSwift 6: traits (Single, Maybe, Completable), minimal.
// PrimitiveSequence is ObservableConvertibleType but NOT ObservableType.

public struct PrimitiveSequence<Trait, Element> {
    let source: Observable<Element>
}

public protocol PrimitiveSequenceType {
    associatedtype Trait
    associatedtype Element
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    public func asObservable() -> Observable<Element> { source }
}

extension PrimitiveSequence {
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> { fatalError("stand-in") }
    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> { fatalError("stand-in") }
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> { fatalError("stand-in") }
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> { fatalError("stand-in") }
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> { fatalError("stand-in") }
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        fatalError("stand-in")
    }
}

public enum SingleTrait {}
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> { fatalError("stand-in") }
    public static func just(_ element: Element) -> Single<Element> { fatalError("stand-in") }
    public static func error(_ error: Swift.Error) -> Single<Element> { fatalError("stand-in") }
    public static func never() -> Single<Element> { fatalError("stand-in") }

    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable { fatalError("stand-in") }
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        fatalError("stand-in")
    }
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: @escaping ((Swift.Error) -> Void),
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        fatalError("stand-in")
    }
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        fatalError("stand-in")
    }

    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> { fatalError("stand-in") }
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> { fatalError("stand-in") }
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> { fatalError("stand-in") }
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> { fatalError("stand-in") }
    public func catchAndReturn(_ element: Element) -> Single<Element> { fatalError("stand-in") }
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        fatalError("stand-in")
    }
    public func asMaybe() -> Maybe<Element> { fatalError("stand-in") }
    public func asCompletable() -> Completable { fatalError("stand-in") }
}

public enum MaybeTrait {}
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

extension PrimitiveSequenceType where Trait == MaybeTrait {
    public static func just(_ element: Element) -> Maybe<Element> { fatalError("stand-in") }
    public static func empty() -> Maybe<Element> { fatalError("stand-in") }
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        fatalError("stand-in")
    }
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> { fatalError("stand-in") }
}

public enum CompletableTrait {}
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    public static func empty() -> Completable { fatalError("stand-in") }
    public static func error(_ error: Swift.Error) -> Completable { fatalError("stand-in") }
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        fatalError("stand-in")
    }
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> { fatalError("stand-in") }
    public func andThen(_ second: Completable) -> Completable { fatalError("stand-in") }
}

extension ObservableType {
    public func asSingle() -> Single<Element> { fatalError("stand-in") }
    public func asMaybe() -> Maybe<Element> { fatalError("stand-in") }
    public func first() -> Single<Element?> { fatalError("stand-in") }
}

extension ObservableType where Element == Never {
    public func asCompletable() -> Completable { fatalError("stand-in") }
}
