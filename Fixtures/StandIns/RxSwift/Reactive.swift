// Interface stand-in for RxSwift 6: Reactive, ReactiveCompatible and Binder.
// Since RxSwift 6 these live in RxSwift (not RxCocoa); `Reactive` synthesises
// a `Binder` for every writable property of a class via @dynamicMemberLookup.

import Foundation

@dynamicMemberLookup
public struct Reactive<Base> {
    public let base: Base
    public init(_ base: Base) { self.base = base }

    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property> where Base: AnyObject {
        fatalError("stand-in")
    }
}

public protocol ReactiveCompatible {
    associatedtype ReactiveBase
    static var rx: Reactive<ReactiveBase>.Type { get set }
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        set {}
    }

    public var rx: Reactive<Self> {
        get { Reactive(self) }
        set {}
    }
}

extension NSObject: ReactiveCompatible {}

public struct Binder<Value>: ObserverType {
    public typealias Element = Value

    public init<Target: AnyObject>(
        _ target: Target,
        scheduler: ImmediateSchedulerType = MainScheduler(),
        binding: @escaping (Target, Value) -> Void
    ) {}

    public func on(_ event: Event<Value>) {}
    public func asObserver() -> AnyObserver<Value> { fatalError("stand-in") }
}
