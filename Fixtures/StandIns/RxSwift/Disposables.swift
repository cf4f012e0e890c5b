// Interface stand-in for RxSwift 6: disposables and DisposeBag.

public protocol Disposable {
    func dispose()
}

public protocol Cancelable: Disposable {
    var isDisposed: Bool { get }
}

public struct Disposables {
    private init() {}
}

extension Disposables {
    public static func create() -> Disposable { fatalError("stand-in") }
    public static func create(with dispose: @escaping () -> Void) -> Cancelable { fatalError("stand-in") }
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable { fatalError("stand-in") }
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) -> Cancelable {
        fatalError("stand-in")
    }
    public static func create(
        _ disposable1: Disposable,
        _ disposable2: Disposable,
        _ disposable3: Disposable,
        _ disposables: Disposable ...
    ) -> Cancelable {
        fatalError("stand-in")
    }
    public static func create(_ disposables: [Disposable]) -> Cancelable { fatalError("stand-in") }
}

public class DisposeBase {
    init() {}
}

public final class DisposeBag: DisposeBase {
    public override init() {}
    public func insert(_ disposable: Disposable) {}
}

extension DisposeBag {
    public convenience init(disposing disposables: Disposable...) { self.init() }
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) { self.init() }
    public convenience init(disposing disposables: [Disposable]) { self.init() }
    public func insert(_ disposables: Disposable...) {}
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {}
    public func insert(_ disposables: [Disposable]) {}

    @resultBuilder
    public struct DisposableBuilder {
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] { disposables }
    }
}

extension Disposable {
    public func disposed(by bag: DisposeBag) { fatalError("stand-in") }
}

public final class CompositeDisposable: DisposeBase, Cancelable {
    public struct DisposeKey {}
    public var isDisposed: Bool { fatalError("stand-in") }
    public override init() {}
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {}
    public init(disposables: [Disposable]) {}
    public func insert(_ disposable: Disposable) -> DisposeKey? { fatalError("stand-in") }
    public var count: Int { fatalError("stand-in") }
    public func remove(for disposeKey: DisposeKey) {}
    public func dispose() {}
}

public final class SerialDisposable: DisposeBase, Cancelable {
    public override init() {}
    public var isDisposed: Bool { fatalError("stand-in") }
    public var disposable: Disposable {
        get { fatalError("stand-in") }
        set { fatalError("stand-in") }
    }
    public func dispose() {}
}

public final class SingleAssignmentDisposable: DisposeBase, Cancelable {
    public override init() {}
    public var isDisposed: Bool { fatalError("stand-in") }
    public func setDisposable(_ disposable: Disposable) {}
    public func dispose() {}
}

public final class BooleanDisposable: Cancelable {
    public init() {}
    public init(isDisposed: Bool) {}
    public var isDisposed: Bool { fatalError("stand-in") }
    public func dispose() {}
}
