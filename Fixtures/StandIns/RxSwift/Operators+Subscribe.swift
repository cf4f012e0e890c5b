// Interface stand-in for RxSwift 6: subscribing and binding.
// `subscribe` is not @discardableResult (unused result is a warning).

extension ObservableType {
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable { fatalError("stand-in") }

    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        fatalError("stand-in")
    }

    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        fatalError("stand-in")
    }
}

extension ObservableType {
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        fatalError("stand-in")
    }

    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        fatalError("stand-in")
    }

    public func bind<Result>(to binder: (Self) -> Result) -> Result { fatalError("stand-in") }

    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 { fatalError("stand-in") }

    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> Disposable {
        fatalError("stand-in")
    }

    public func bind(onNext: @escaping (Element) -> Void) -> Disposable { fatalError("stand-in") }
}

extension ObservableType {
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function)
        -> Observable<Element> {
        fatalError("stand-in")
    }
}
