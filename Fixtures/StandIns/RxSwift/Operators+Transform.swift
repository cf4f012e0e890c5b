// Interface stand-in for RxSwift 6: transforming operators.

extension ObservableType {
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> { fatalError("stand-in") }

    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> { fatalError("stand-in") }

    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        fatalError("stand-in")
    }

    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        fatalError("stand-in")
    }

    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        fatalError("stand-in")
    }

    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        fatalError("stand-in")
    }

    public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void) -> Observable<A> { fatalError("stand-in") }

    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> { fatalError("stand-in") }

    public func reduce<A, Result>(_ seed: A, accumulator: @escaping (A, Element) throws -> A, mapResult: @escaping (A) throws -> Result)
        -> Observable<Result> {
        fatalError("stand-in")
    }

    public func reduce<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> { fatalError("stand-in") }

    public func startWith(_ elements: Element ...) -> Observable<Element> { fatalError("stand-in") }

    public func toArray() -> Single<[Element]> { fatalError("stand-in") }

    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> { fatalError("stand-in") }

    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        fatalError("stand-in")
    }

    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> { fatalError("stand-in") }

    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element> where Source.Element == Element {
        fatalError("stand-in")
    }

    public func materialize() -> Observable<Event<Element>> { fatalError("stand-in") }

    public func enumerated() -> Observable<(index: Int, element: Element)> { fatalError("stand-in") }

    public func ignoreElements() -> Observable<Never> { fatalError("stand-in") }
}

extension ObservableType where Element: EventConvertible {
    public func dematerialize() -> Observable<Element.Element> { fatalError("stand-in") }
}

extension ObservableType where Element: ObservableConvertibleType {
    public func merge() -> Observable<Element.Element> { fatalError("stand-in") }
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> { fatalError("stand-in") }
    public func concat() -> Observable<Element.Element> { fatalError("stand-in") }
    public func switchLatest() -> Observable<Element.Element> { fatalError("stand-in") }
}

extension ObservableType {
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> { fatalError("stand-in") }

    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> { fatalError("stand-in") }

    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> { fatalError("stand-in") }

    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> { fatalError("stand-in") }

    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> { fatalError("stand-in") }

    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        fatalError("stand-in")
    }
}
