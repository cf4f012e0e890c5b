// Interface stand-in for RxSwift 6: creating and combining sequences.
// `Observable.merge(...)` takes `Observable<Element>` values: relays, subjects
// or Drivers must be converted with `asObservable()` first, as in RxSwift.

extension ObservableType {
    public static func just(_ element: Element) -> Observable<Element> { fatalError("stand-in") }
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> { fatalError("stand-in") }
    public static func empty() -> Observable<Element> { fatalError("stand-in") }
    public static func never() -> Observable<Element> { fatalError("stand-in") }
    public static func error(_ error: Swift.Error) -> Observable<Element> { fatalError("stand-in") }
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> { fatalError("stand-in") }
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        fatalError("stand-in")
    }
    public static func of(_ elements: Element ..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        fatalError("stand-in")
    }
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        fatalError("stand-in")
    }
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Observable<Element> where Sequence.Element == Element {
        fatalError("stand-in")
    }
    public static func from(optional: Element?) -> Observable<Element> { fatalError("stand-in") }
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> { fatalError("stand-in") }
    public static func repeatElement(_ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Observable<Element> {
        fatalError("stand-in")
    }
}

extension ObservableType where Element: RxAbstractInteger {
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> { fatalError("stand-in") }
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType) -> Observable<Element> {
        fatalError("stand-in")
    }
    public static func range(start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Observable<Element> {
        fatalError("stand-in")
    }
}

extension ObservableType {
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        fatalError("stand-in")
    }
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> { fatalError("stand-in") }
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> { fatalError("stand-in") }

    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        fatalError("stand-in")
    }
    public static func concat(_ sources: Observable<Element> ...) -> Observable<Element> { fatalError("stand-in") }

    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        fatalError("stand-in")
    }
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        fatalError("stand-in")
    }

    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        fatalError("stand-in")
    }
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        fatalError("stand-in")
    }
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        fatalError("stand-in")
    }

    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        fatalError("stand-in")
    }
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        fatalError("stand-in")
    }
}

extension ObservableType where Element == Any {
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2)
        -> Observable<(O1.Element, O2.Element)> {
        fatalError("stand-in")
    }
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3)
        -> Observable<(O1.Element, O2.Element, O3.Element)> {
        fatalError("stand-in")
    }
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        fatalError("stand-in")
    }
    public static func zip<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2) -> Observable<(O1.Element, O2.Element)> {
        fatalError("stand-in")
    }
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3)
        -> Observable<(O1.Element, O2.Element, O3.Element)> {
        fatalError("stand-in")
    }
}
